// Writes a parsed feed's episodes inside the import transaction: insert new GUIDs, update known ones
// (leaving fields an admin edited by hand alone), and replace transcripts that were fetched anew.
import { toKebabId } from '@rooted/shared';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { episodeTranscriptSegments, podcastEpisodes } from '../../../db/schema';
import { reindexEpisodeVerses } from '../../../db/verse-index';
import type { Extras, StoredSources } from './fetch-extras';
import type { ParsedEpisode } from './parse-feed';

export interface StoredEpisode extends StoredSources {
  id: string;
  pubdate: Date;
  lockedFields: string[];
  summary: string;
}

/** The podcast's episodes by GUID, as stored now. */
export async function storedEpisodes(tx: Pick<Tx, 'select'>, podcastId: string): Promise<Map<string, StoredEpisode>> {
  const rows = await tx
    .select({
      guid: podcastEpisodes.guid,
      id: podcastEpisodes.id,
      pubdate: podcastEpisodes.pubdate,
      lockedFields: podcastEpisodes.lockedFields,
      summary: podcastEpisodes.summary,
      transcriptUrl: podcastEpisodes.transcriptUrl,
      chaptersUrl: podcastEpisodes.chaptersUrl,
    })
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.podcastId, podcastId));
  return new Map(rows.map(({ guid, ...rest }) => [guid, rest]));
}

/** Readable, stable ids ("the-prodigal-son-3f2a9c1e"): the hash of podcast and GUID keeps them unique. */
function newEpisodeId(podcastId: string, episode: ParsedEpisode): string {
  const hash = createHash('sha1').update(`${podcastId}\n${episode.guid}`).digest('hex').slice(0, 8);
  return `${toKebabId(episode.title, 60) || 'episode'}-${hash}`;
}

const SEGMENT_BATCH = 1000;

export async function upsertEpisodes(options: { tx: Tx; podcastId: string; episodes: ParsedEpisode[]; extras: Extras; now: Date }) {
  const { tx, podcastId, episodes, extras, now } = options;
  const stored = await storedEpisodes(tx, podcastId);
  let added = 0;
  let updated = 0;
  // Episodes whose transcript or summary is new: their verse timeline is rebuilt in this transaction.
  const reindex: string[] = [];
  for (const episode of episodes) {
    const previous = stored.get(episode.guid);
    const locked = new Set(previous?.lockedFields ?? []);
    const transcript = extras.transcripts.get(episode.guid);
    const fetchedChapters = extras.chapters.get(episode.guid);
    const chapters = fetchedChapters?.chapters ?? episode.inlineChapters;
    const common = {
      title: episode.title,
      audioUrl: episode.audioUrl,
      audioType: episode.audioType,
      imageUrl: episode.imageUrl,
      durationSeconds: episode.durationSeconds,
      episodeNumber: episode.episodeNumber,
      seasonNumber: episode.seasonNumber,
      // A feed that stops dating an episode keeps the date it had; a new undated one is dated now.
      pubdate: episode.pubdate ?? previous?.pubdate ?? now,
      ...(transcript ? { transcriptUrl: transcript.url } : {}),
    };
    let id: string;
    if (!previous) {
      id = newEpisodeId(podcastId, episode);
      await tx.insert(podcastEpisodes).values({
        ...common,
        id,
        podcastId,
        guid: episode.guid,
        summary: episode.summary,
        chapters: chapters ?? [],
        chaptersUrl: fetchedChapters?.url ?? null,
      });
      added += 1;
      reindex.push(id);
    } else {
      id = previous.id;
      await tx
        .update(podcastEpisodes)
        .set({
          ...common,
          ...(locked.has('summary') ? {} : { summary: episode.summary }),
          ...(chapters && !locked.has('chapters') ? { chapters, chaptersUrl: fetchedChapters?.url ?? null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(podcastEpisodes.id, id));
      updated += 1;
      if (!locked.has('summary') && episode.summary !== previous.summary) reindex.push(id);
    }
    if (transcript) {
      await tx.delete(episodeTranscriptSegments).where(eq(episodeTranscriptSegments.episodeId, id));
      const rows = transcript.segments.map((s, position) => ({ episodeId: id, position, ...s }));
      for (let i = 0; i < rows.length; i += SEGMENT_BATCH)
        await tx.insert(episodeTranscriptSegments).values(rows.slice(i, i + SEGMENT_BATCH));
      reindex.push(id);
    }
  }
  await reindexEpisodeVerses(tx, reindex);
  return { added, updated };
}
