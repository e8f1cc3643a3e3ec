// Reading episodes: the searchable list and the episode page. Episodes of hidden podcasts are for admins.
import { EPISODE_SEARCH_MIN_LENGTH, type EpisodeDetail } from '@rooted/shared';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCache } from '../../db/catalog-changes';
import { batchedPerDb } from '../../db/prepared';
import {
  episodeColumns,
  episodeTranscriptSegments,
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  seriesEpisodes,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { seesHidden, visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { episodeListColumns, pageOfEpisodes, toEpisodeListItem } from './episode-row';

const published = eq(podcastEpisodes.status, 'published');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Published episodes, newest first; `q` (SPEC §5: at least 2 characters) filters titles, case-insensitive. */
export async function listEpisodes(options: { db: Db; viewer: Viewer; q?: string; page: number; pageSize: number }) {
  const { db, viewer, page, pageSize } = options;
  const q = options.q?.trim() ?? '';
  const where = and(
    published,
    visiblePodcasts(viewer),
    q.length >= EPISODE_SEARCH_MIN_LENGTH ? ilike(podcastEpisodes.title, `%${escapeLike(q)}%`) : undefined,
  );
  return pageOfEpisodes({ db, where, page, pageSize });
}

const episodeStatement = batchedPerDb((db) =>
  db
    .select({ episode: episodeColumns, podcast: podcasts })
    .from(podcastEpisodes)
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(eq(podcastEpisodes.id, sql.placeholder('episodeId')))
    .limit(1)
    .prepare('episodes_episode'),
);

/**
 * The episode page in one statement: the episode, its podcast, its series (by name) and whether it has a
 * transcript. Only the columns the page answers with, and the two statuses that decide who may see it: the
 * whole rows cost the API a Date for each of six timestamps and a copy of the podcast's description, more
 * than PostgreSQL spent reading them (issue 13).
 */
const episodePageStatement = batchedPerDb((db) =>
  db
    .select({
      ...episodeListColumns,
      audioType: podcastEpisodes.audioType,
      outline: podcastEpisodes.outline,
      discussionQuestions: podcastEpisodes.discussionQuestions,
      reflectionPrompt: podcastEpisodes.reflectionPrompt,
      chapters: podcastEpisodes.chapters,
      episodeStatus: podcastEpisodes.status,
      podcastStatus: podcasts.status,
      series: sql<{ id: string; name: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', ${podcastSeriesConfig.id}, 'name', ${podcastSeriesConfig.name}) ORDER BY ${podcastSeriesConfig.name}), '[]'::json)
        FROM ${seriesEpisodes} JOIN ${podcastSeriesConfig} ON ${podcastSeriesConfig.id} = ${seriesEpisodes.seriesId}
        WHERE ${seriesEpisodes.episodeId} = ${podcastEpisodes.id})`,
      hasTranscript: sql<boolean>`EXISTS (SELECT 1 FROM ${episodeTranscriptSegments} WHERE ${episodeTranscriptSegments.episodeId} = ${podcastEpisodes.id})`,
    })
    .from(podcastEpisodes)
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(eq(podcastEpisodes.id, sql.placeholder('episodeId')))
    .limit(1)
    .prepare('episodes_episode_page'),
);

interface Statuses {
  episodeStatus: string;
  podcastStatus: string;
}

/** Everyone may see a published episode of an active podcast. */
const isPublic = (row: Statuses) => row.podcastStatus === 'active' && row.episodeStatus === 'published';

/** 404 when the episode is missing, or unpublished or hidden and this viewer is not an admin. */
function assertVisible(row: Statuses | undefined, viewer: Viewer): asserts row is Statuses {
  if (!row || !(isPublic(row) || seesHidden(viewer))) throw notFound('No such episode.');
}

/** The episode row with its podcast, or 404 when missing, unpublished or hidden from this viewer. */
export async function findVisibleEpisode({ db, viewer, episodeId }: { db: Db; viewer: Viewer; episodeId: string }) {
  const [row] = await episodeStatement(db).execute({ episodeId });
  assertVisible(row && { episodeStatus: row.episode.status, podcastStatus: row.podcast.status }, viewer);
  return row!;
}

// The episode page of a published episode of an active podcast is the same for everyone, and catalogue content
// changes rarely: each process keeps those answers, serialised, and forgets them at any catalogue change
// (db/catalog-changes.ts). The cap holds a catalogue of 5,000 episodes, 1–3 KB each (issue 13).
const EPISODE_PAGE_CACHE_MAX = 5_000;
const episodePages = catalogCache<{ json: Uint8Array<ArrayBuffer>; isPublic: boolean }>(EPISODE_PAGE_CACHE_MAX);
const utf8 = new TextEncoder();

/**
 * The episode page's JSON answer ({ episode }). Who is asking matters only for an episode the public may not
 * see (admins may), so the session is read only then: most requests are one statement instead of two, or
 * none when the page is kept (issue 13).
 */
export async function getEpisodeJson(options: { db: Db; viewer: () => Promise<Viewer>; episodeId: string }): Promise<Uint8Array<ArrayBuffer>> {
  const { db, episodeId } = options;
  const page = await episodePages(
    db,
    episodeId,
    async () => {
      const [row] = await episodePageStatement(db).execute({ episodeId });
      const publicPage = Boolean(row && isPublic(row));
      if (!publicPage) assertVisible(row, row ? await options.viewer() : null);
      return { json: utf8.encode(JSON.stringify({ episode: toEpisodeDetail(row!) })), isPublic: publicPage };
    },
    (page) => page.isPublic,
  );
  return page.json;
}

type EpisodePageRow = Awaited<ReturnType<ReturnType<typeof episodePageStatement>['execute']>>[number];

function toEpisodeDetail(row: EpisodePageRow): EpisodeDetail {
  return {
    ...toEpisodeListItem(row),
    audioType: row.audioType,
    outline: row.outline,
    discussionQuestions: row.discussionQuestions,
    reflectionPrompt: row.reflectionPrompt,
    chapters: row.chapters,
    series: row.series,
    hasTranscript: row.hasTranscript,
  };
}
