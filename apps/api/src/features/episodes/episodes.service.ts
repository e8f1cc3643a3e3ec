// Reading episodes: the searchable list and the episode page. Episodes of hidden podcasts are for admins.
import { EPISODE_SEARCH_MIN_LENGTH, type EpisodeDetail } from '@rooted/shared';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
import { pageOfEpisodes, toEpisodeListItem } from './episode-row';

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

/** The episode page in one statement: the episode, its podcast, its series (by name) and whether it has a transcript. */
const episodePageStatement = batchedPerDb((db) =>
  db
    .select({
      episode: episodeColumns,
      podcast: podcasts,
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

/** The row when this viewer may see it; 404 when missing, unpublished or hidden from this viewer. */
function visibleOr404<Row extends { episode: { status: string }; podcast: { status: string } }>(row: Row | undefined, viewer: Viewer): Row {
  const visible = row && (seesHidden(viewer) || (row.podcast.status === 'active' && row.episode.status === 'published'));
  if (!visible) throw notFound('No such episode.');
  return row;
}

/** The episode row with its podcast's status, or 404 when missing, unpublished or hidden from this viewer. */
export async function findVisibleEpisode({ db, viewer, episodeId }: { db: Db; viewer: Viewer; episodeId: string }) {
  const [row] = await episodeStatement(db).execute({ episodeId });
  return visibleOr404(row, viewer);
}

/**
 * The episode page. Who is asking matters only for an episode the public may not see (admins may), so the
 * session is read only then: most requests are one statement instead of two (issue 13).
 */
export async function getEpisode(options: { db: Db; viewer: () => Promise<Viewer>; episodeId: string }): Promise<EpisodeDetail> {
  const { db, episodeId } = options;
  const [row] = await episodePageStatement(db).execute({ episodeId });
  const isPublic = row?.podcast.status === 'active' && row.episode.status === 'published';
  const { episode, podcast, series, hasTranscript } = isPublic ? row : visibleOr404(row, row ? await options.viewer() : null);
  return {
    ...toEpisodeListItem({
      ...episode,
      podcastId: podcast.id,
      podcastName: podcast.name,
      podcastSlug: podcast.slug,
      podcastArtworkUrl: podcast.artworkUrl,
    }),
    audioType: episode.audioType,
    outline: episode.outline,
    discussionQuestions: episode.discussionQuestions,
    reflectionPrompt: episode.reflectionPrompt,
    chapters: episode.chapters,
    series,
    hasTranscript,
  };
}
