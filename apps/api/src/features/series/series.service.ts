// Reading series: the list, and one series with its episodes in publication order and, for a signed-in
// listener, each episode's progress state (SPEC §4).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedPerDb } from '../../db/prepared';
import { podcastEpisodes, podcastSeriesConfig, podcasts, recaps, seriesEpisodes, userEpisodeProgress } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { episodeRecord, progressOfUser, publicationOrder } from '../episodes/episodes-with-progress';
import { seesHidden, visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { progressStateSql } from '../progress/progress-state-sql';
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
 *
 * PostgreSQL writes the episode list as the answer's JSON, with its count and the latest episode's id:
 * parsing the list into objects only to write it out again (and collecting them) was a quarter of the
 * page's CPU in the API. Each episode is the shared contract's seriesEpisode, keys in its order.
 */
const pageEpisodes = (db: Db) =>
  db
    .select({
      list: sql<string>`coalesce(json_agg(${episodeRecord(sql`CASE WHEN ${sql.placeholder('userId')}::uuid IS NULL
        THEN NULL ELSE ${progressStateSql(userEpisodeProgress.progress)} END AS "progressState"`)}
        ORDER BY ${publicationOrder})::text, '[]')`.as('episode_list'),
      count: sql<number>`count(*)::int`.as('episode_count'),
      latestId: sql<string | null>`(array_agg(${podcastEpisodes.id}
        ORDER BY ${podcastEpisodes.pubdate} DESC, ${podcastEpisodes.id} DESC))[1]`.as('latest_episode_id'),
    })
    .from(seriesEpisodes)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, seriesEpisodes.episodeId))
    .leftJoin(userEpisodeProgress, progressOfUser)
    .where(and(eq(seriesEpisodes.seriesId, podcastSeriesConfig.id), eq(podcastEpisodes.status, 'published')))
    .as('page_episodes');

// The page counts its episodes from the list it reads anyway, not with a second pass over them.
const { episodeCount: _episodeCount, ...pageColumns } = seriesColumns;

const seriesPageStatement = batchedPerDb((db) => {
  const episodes = pageEpisodes(db);
  return db
    .select({
      ...pageColumns,
      episodeList: episodes.list,
      episodeCount: episodes.count,
      latestEpisodeId: episodes.latestId,
      recaps: sql<{ recapId: string; title: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('recapId', ${recaps.recapId}, 'title', ${recaps.title})
          ORDER BY ${recaps.createdAt} DESC), '[]'::json)
        FROM ${recaps} WHERE ${recaps.seriesPrefix} = ${podcastSeriesConfig.seriesPrefix})`,
    })
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .leftJoinLateral(episodes, sql`true`)
    .where(eq(podcastSeriesConfig.id, sql.placeholder('seriesId')))
    .limit(1)
    .prepare('series_page');
});

/** The series page's answer (SeriesDetailResponse) as JSON text; 404 when the viewer may not see it. */
export async function getSeriesJson(options: { db: Db; viewer: Viewer; seriesId: string }): Promise<string> {
  const { db, viewer, seriesId } = options;
  const [found] = await seriesPageStatement(db).execute({ seriesId, userId: viewer?.id ?? null });
  const { episodeList, episodeCount, latestEpisodeId, recaps: recapRows, ...row } = visibleOr404(found, viewer);
  const series = { ...toSeriesSummary({ ...row, episodeCount }), finalReflectionPrompt: row.finalReflectionPrompt };
  return `{"series":${JSON.stringify(series)},"episodes":${episodeList},"latestEpisodeId":${JSON.stringify(latestEpisodeId)},"recaps":${JSON.stringify(recapRows)},"signedIn":${viewer ? 'true' : 'false'}}`;
}
