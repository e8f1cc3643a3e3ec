// Reading series: the list, and one series with its episodes in publication order and, for a signed-in
// listener, each episode's progress state (SPEC §4).
import { progressState, type SeriesDetailResponse } from '@rooted/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcastSeriesConfig, podcasts, recaps, seriesEpisodes, userEpisodeProgress } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { seesHidden, visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { seriesColumns, toSeriesSummary } from './series-row';

export async function listSeries({ db, viewer }: { db: Db; viewer: Viewer }) {
  const rows = await db
    .select(seriesColumns)
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(visiblePodcasts(viewer))
    .orderBy(sql`${podcastSeriesConfig.startDate} desc nulls last`, asc(podcastSeriesConfig.name));
  const now = new Date();
  return rows.map((r) => toSeriesSummary(r, now));
}

/** The series row, or 404 when missing or its podcast is hidden from this viewer. */
export async function findVisibleSeries({ db, viewer, seriesId }: { db: Db; viewer: Viewer; seriesId: string }) {
  const [row] = await db
    .select(seriesColumns)
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, seriesId))
    .limit(1);
  if (!row || (row.podcastStatus !== 'active' && !seesHidden(viewer))) throw notFound('No such series.');
  return row;
}

export async function getSeries(options: { db: Db; viewer: Viewer; seriesId: string }): Promise<SeriesDetailResponse> {
  const { db, viewer, seriesId } = options;
  const row = await findVisibleSeries(options);
  // SPEC §7: series_episodes_detailed ordered by pubdate ascending, left-joined to the user's progress.
  const progressJoin = viewer
    ? and(eq(userEpisodeProgress.episodeId, podcastEpisodes.id), eq(userEpisodeProgress.userId, viewer.id))
    : sql`false`;
  const [episodes, recapRows] = await Promise.all([
    db
      .select({
        id: podcastEpisodes.id,
        title: podcastEpisodes.title,
        summary: podcastEpisodes.summary,
        pubdate: podcastEpisodes.pubdate,
        durationSeconds: podcastEpisodes.durationSeconds,
        audioUrl: podcastEpisodes.audioUrl,
        imageUrl: podcastEpisodes.imageUrl,
        progress: userEpisodeProgress.progress,
      })
      .from(seriesEpisodes)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, seriesEpisodes.episodeId))
      .leftJoin(userEpisodeProgress, progressJoin)
      .where(and(eq(seriesEpisodes.seriesId, seriesId), eq(podcastEpisodes.status, 'published')))
      .orderBy(asc(podcastEpisodes.pubdate), asc(podcastEpisodes.id)),
    db
      .select({ recapId: recaps.recapId, title: recaps.title })
      .from(recaps)
      .where(eq(recaps.seriesPrefix, row.seriesPrefix))
      .orderBy(desc(recaps.createdAt)),
  ]);
  return {
    series: { ...toSeriesSummary(row), finalReflectionPrompt: row.finalReflectionPrompt },
    episodes: episodes.map((e) => ({
      ...e,
      pubdate: e.pubdate.toISOString(),
      progress: viewer ? (e.progress ?? null) : null,
      progressState: viewer ? progressState(e.progress) : null,
    })),
    latestEpisodeId: episodes.at(-1)?.id ?? null,
    recaps: recapRows,
    signedIn: Boolean(viewer),
  };
}
