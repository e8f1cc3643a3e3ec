// Reading episodes: the searchable list and the episode page. Episodes of hidden podcasts are for admins.
import { EPISODE_SEARCH_MIN_LENGTH, type EpisodeDetail } from '@rooted/shared';
import { and, asc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodeTranscriptSegments, podcastEpisodes, podcastSeriesConfig, podcasts, seriesEpisodes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { seesHidden, visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { pageOfEpisodes, toEpisodeListItem } from './episode-row';

const published = eq(podcastEpisodes.status, 'published');
// Every column but the stored search vector: only AI-answer retrieval reads it, and it is large.
const { searchVector: _searchVector, ...episodeColumns } = getTableColumns(podcastEpisodes);
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

/** The episode row with its podcast's status, or 404 when missing, unpublished or hidden from this viewer. */
export async function findVisibleEpisode({ db, viewer, episodeId }: { db: Db; viewer: Viewer; episodeId: string }) {
  const [row] = await db
    .select({ episode: episodeColumns, podcast: podcasts })
    .from(podcastEpisodes)
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(eq(podcastEpisodes.id, episodeId))
    .limit(1);
  const visible = row && (seesHidden(viewer) || (row.podcast.status === 'active' && row.episode.status === 'published'));
  if (!visible) throw notFound('No such episode.');
  return row;
}

export async function getEpisode(options: { db: Db; viewer: Viewer; episodeId: string }): Promise<EpisodeDetail> {
  const { db } = options;
  const { episode, podcast } = await findVisibleEpisode(options);
  const [series, [segments]] = await Promise.all([
    db
      .select({ id: podcastSeriesConfig.id, name: podcastSeriesConfig.name })
      .from(seriesEpisodes)
      .innerJoin(podcastSeriesConfig, eq(podcastSeriesConfig.id, seriesEpisodes.seriesId))
      .where(eq(seriesEpisodes.episodeId, episode.id))
      .orderBy(asc(podcastSeriesConfig.name)),
    db.select({ n: sql<number>`count(*)::int` }).from(episodeTranscriptSegments).where(eq(episodeTranscriptSegments.episodeId, episode.id)),
  ]);
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
    hasTranscript: (segments?.n ?? 0) > 0,
  };
}
