// Reading series: the list, and one series with its episodes in publication order and, for a signed-in
// listener, each episode's progress state (SPEC §4).
import { progressState, type SeriesDetailResponse } from '@rooted/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedPerDb } from '../../db/prepared';
import { podcastSeriesConfig, podcasts, recaps } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { seriesEpisodesWithProgress } from '../episodes/episodes-with-progress';
import { seesHidden, visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { seriesColumns, type SeriesRow, toSeriesSummary } from './series-row';

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

/** The row when this viewer may see it; 404 when missing or its podcast is hidden from this viewer. */
function visibleOr404<Row extends Pick<SeriesRow, 'podcastStatus'>>(
  row: Row | undefined,
  viewer: Viewer,
): Row {
  if (!row || (row.podcastStatus !== 'active' && !seesHidden(viewer))) throw notFound('No such series.');
  return row;
}

/** The series row, or 404 when missing or its podcast is hidden from this viewer. */
export async function findVisibleSeries({
  db,
  viewer,
  seriesId,
}: {
  db: Db;
  viewer: Viewer;
  seriesId: string;
}) {
  const [row] = await db
    .select(seriesColumns)
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, seriesId))
    .limit(1);
  return visibleOr404(row, viewer);
}

/**
 * The series page in one statement (issue 13: every statement costs the API a round trip): the series, its
 * published episodes in publication order (SPEC §7 series_episodes_detailed, pubdate ascending) with the
 * viewer's progress, and its recaps, newest first. A visitor's userId is null, which joins no progress.
 */
// The page counts its episodes from the list it reads anyway, not with a second pass over them.
const { episodeCount: _episodeCount, ...pageColumns } = seriesColumns;

const seriesPageStatement = batchedPerDb((db) =>
  db
    .select({
      ...pageColumns,
      episodes: seriesEpisodesWithProgress,
      recaps: sql<{ recapId: string; title: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('recapId', ${recaps.recapId}, 'title', ${recaps.title})
          ORDER BY ${recaps.createdAt} DESC), '[]'::json)
        FROM ${recaps} WHERE ${recaps.seriesPrefix} = ${podcastSeriesConfig.seriesPrefix})`,
    })
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, sql.placeholder('seriesId')))
    .limit(1)
    .prepare('series_page'),
);

export async function getSeries(options: {
  db: Db;
  viewer: Viewer;
  seriesId: string;
}): Promise<SeriesDetailResponse> {
  const { db, viewer, seriesId } = options;
  const [found] = await seriesPageStatement(db).execute({ seriesId, userId: viewer?.id ?? null });
  const { episodes, recaps: recapRows, ...row } = visibleOr404(found, viewer);
  return {
    series: {
      ...toSeriesSummary({ ...row, episodeCount: episodes.length }),
      finalReflectionPrompt: row.finalReflectionPrompt,
    },
    episodes: episodes.map((e) => ({
      ...e,
      progress: viewer ? (e.progress ?? null) : null,
      progressState: viewer ? progressState(e.progress) : null,
    })),
    latestEpisodeId: episodes.at(-1)?.id ?? null,
    recaps: recapRows,
    signedIn: Boolean(viewer),
  };
}
