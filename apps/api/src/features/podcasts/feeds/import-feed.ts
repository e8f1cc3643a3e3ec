// Imports (or refreshes) a podcast from its RSS feed. Network first, then one transaction: a broken feed
// or a failure half-way changes nothing, and importing the same feed twice updates rather than duplicates.
import type { FeedImportResult } from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedRefreshLog, podcasts } from '../../../db/schema';
import type { Env } from '../../../env';
import type { Logger } from '../../../lib/logger';
import { fetchExtras } from './fetch-extras';
import { loadFeed, type FeedSource } from './load-feed';
import { parseFeed } from './parse-feed';
import { createPodcast, findTarget } from './target-podcast';
import { storedEpisodes, upsertEpisodes } from './upsert-episodes';

export interface ImportFeedOptions {
  db: Db;
  env: Env;
  logger: Logger;
  source: FeedSource;
  /** Import into this podcast (a refresh). */
  podcastId?: string;
  /** Import into the podcast with this name, creating it under this name if there is none. */
  podcastName?: string;
  signal?: AbortSignal;
}

// Two imports of the same podcast (the scheduler and an admin's "refresh now") take turns.
const FEED_IMPORT_LOCK = 727_010;

export async function importFeed(options: ImportFeedOptions): Promise<FeedImportResult> {
  const { db, env, logger, source, podcastName, signal } = options;
  let knownPodcastId = options.podcastId;
  try {
    const loaded = await loadFeed({ source, env, signal });
    const feed = parseFeed(loaded.text, loaded.baseUrl);
    const query = { podcastId: options.podcastId, podcastName, feedUrl: loaded.feedUrl, title: feed.title };
    const existing = await findTarget(db, query);
    knownPodcastId = existing?.id ?? knownPodcastId;
    const stored = existing ? await storedEpisodes(db, existing.id) : new Map();
    const extras = await fetchExtras({ episodes: feed.episodes, stored, allowPrivate: env.ALLOW_PRIVATE_FEED_URLS, signal });
    signal?.throwIfAborted();

    const result = await db.transaction(async (tx) => {
      const key = existing?.id ?? loaded.feedUrl ?? podcastName ?? feed.title ?? '';
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${FEED_IMPORT_LOCK}, hashtext(${key}))`);
      const found = await findTarget(tx, query);
      const podcast =
        found ??
        (await createPodcast(tx, { ...feed, name: podcastName ?? feed.title, feedUrl: loaded.feedUrl }));
      const { added, updated } = await upsertEpisodes({ tx, podcastId: podcast.id, episodes: feed.episodes, extras, now: new Date() });
      // A refresh fills in what the podcast lacks but never overwrites what an admin wrote.
      await tx
        .update(podcasts)
        .set({
          lastRefreshedAt: sql`now()`,
          feedUrl: podcast.feedUrl ?? loaded.feedUrl ?? null,
          description: podcast.description || feed.description,
          author: podcast.author || feed.author,
          artworkUrl: podcast.artworkUrl ?? feed.artworkUrl,
        })
        .where(eq(podcasts.id, podcast.id));
      const warnings = [...extras.warnings];
      if (feed.duplicateGuids) warnings.push(`${feed.duplicateGuids} item(s) repeated a GUID used earlier in the feed and were skipped.`);
      if (feed.skippedNoAudio) warnings.push(`${feed.skippedNoAudio} item(s) had no audio enclosure and were skipped.`);
      const summary = `Imported ${feed.episodes.length} episode(s): ${added} new, ${updated} updated.`;
      await tx.insert(feedRefreshLog).values({ podcastId: podcast.id, ok: true, message: [summary, ...warnings].join(' ') });
      return {
        podcast: { id: podcast.id, name: podcast.name, slug: podcast.slug },
        created: !found,
        episodesAdded: added,
        episodesUpdated: updated,
        episodesSkipped: feed.duplicateGuids + feed.skippedNoAudio,
        transcriptsFetched: extras.transcripts.size,
        chaptersFetched: extras.chapters.size,
        warnings,
      };
    });
    logger.info({ podcastId: result.podcast.id, added: result.episodesAdded, updated: result.episodesUpdated }, 'feed imported');
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Written outside the rolled-back transaction so the failure stays visible to admins.
    await db
      .insert(feedRefreshLog)
      .values({ podcastId: knownPodcastId ?? null, ok: false, message: message.slice(0, 2000) })
      .catch((logErr) => logger.error({ err: logErr }, 'could not record the failed feed import'));
    logger.warn({ podcastId: knownPodcastId, err: message }, 'feed import failed');
    throw err;
  }
}
