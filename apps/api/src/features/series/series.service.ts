// Reading series: the list, and one series with its episodes in publication order and, for a signed-in
// listener, each episode's progress state (SPEC §4).
import { isSeriesCurrent, progressState } from '@rooted/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { catalogCache } from '../../db/catalog-changes';
import type { Db } from '../../db/client';
import { batchedPerDb, preparedSql } from '../../db/prepared';
import { podcastSeriesConfig, podcasts, recaps } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { progressInSeries, seriesEpisodesWithProgress } from '../episodes/episodes-with-progress';
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

// The page counts its episodes from the list it reads anyway, not with a second pass over them.
const { episodeCount: _episodeCount, ...pageColumns } = seriesColumns;

/**
 * What every viewer of a series page sees (SPEC §7 series_episodes_detailed, pubdate ascending; its recaps,
 * newest first): catalogue content, read in one statement and kept until the catalogue changes
 * (db/catalog-changes.ts). A signed-in viewer's progress is laid over it per request (issue 13: PostgreSQL
 * no longer writes twenty episodes with their summaries for every page view).
 */
const seriesPageStatement = batchedPerDb((db) =>
  db
    .select({
      ...pageColumns,
      // Read with no viewer (a null userId joins no progress).
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

interface CataloguePage {
  row: SeriesRow & { finalReflectionPrompt: string | null };
  /** The `series` object as JSON, before and after its end date passes (isCurrent is all that changes). */
  seriesJson: { current: string; ended: string };
  /** Each episode's JSON up to its progress (`{"id":…,"pubdate":"…"`): the viewer's part closes it. */
  episodeHeads: { id: string; head: string }[];
  /** The rest of the answer after the episode list, as JSON text. */
  tail: string;
}

async function readCataloguePage(db: Db, seriesId: string): Promise<CataloguePage | null> {
  const [found] = await seriesPageStatement(db).execute({ seriesId, userId: null });
  if (!found) return null;
  const { episodes, recaps: recapRows, ...row } = found;
  // Serialised once while kept, not per request; the keys stay in the contract's order (seriesEpisode).
  const episodeHeads = episodes.map(({ progress: _none, ...episode }) => ({
    id: episode.id,
    head: JSON.stringify(episode).slice(0, -1),
  }));
  const latestEpisodeId = episodes.at(-1)?.id ?? null;
  const page = { ...row, episodeCount: episodes.length };
  const seriesJsonWhen = (isCurrent: boolean) =>
    JSON.stringify({
      ...toSeriesSummary(page),
      isCurrent,
      finalReflectionPrompt: page.finalReflectionPrompt,
    });
  return {
    row: page,
    seriesJson: { current: seriesJsonWhen(true), ended: seriesJsonWhen(false) },
    episodeHeads,
    tail: `"latestEpisodeId":${JSON.stringify(latestEpisodeId)},"recaps":${JSON.stringify(recapRows)}`,
  };
}

// A series page is about 10 KB of text in the bench's dataset; 500 series at most.
const cataloguePages = catalogCache<CataloguePage | null>(500);

/** The viewer's saved progress on the series' episodes, as [episode id, percentage] pairs. */
const progressStatement = preparedSql<{ pairs: [string, number][] }>(
  'series_page_progress',
  sql`SELECT ${progressInSeries(sql`${sql.placeholder('seriesId')}`)} AS pairs`,
  { batched: true },
);

/** An episode of the page closed with the viewer's progress and its SPEC §4 state (both null for visitors). */
function episodeJson(
  { id, head }: CataloguePage['episodeHeads'][number],
  progress: Map<string, number> | null,
): string {
  if (!progress) return `${head},"progress":null,"progressState":null}`;
  const saved = progress.get(id) ?? null;
  return `${head},"progress":${saved},"progressState":"${progressState(saved)}"}`;
}

/** The series page's answer (SeriesDetailResponse) as JSON text; 404 when the viewer may not see it. */
export async function getSeriesJson(options: { db: Db; viewer: Viewer; seriesId: string }): Promise<string> {
  const { db, viewer, seriesId } = options;
  const [page, pairs] = await Promise.all([
    cataloguePages(
      db,
      seriesId,
      () => readCataloguePage(db, seriesId),
      (kept) => kept !== null,
    ),
    viewer ? progressStatement(db, { seriesId, userId: viewer.id }).then(([row]) => row!.pairs) : null,
  ]);
  const row = visibleOr404(page?.row, viewer);
  const { seriesJson, episodeHeads, tail } = page!;
  const series = isSeriesCurrent(row.endDate, new Date()) ? seriesJson.current : seriesJson.ended;
  const progress = pairs && new Map(pairs);
  const episodes = episodeHeads.map((episode) => episodeJson(episode, progress)).join(',');
  return `{"series":${series},"episodes":[${episodes}],${tail},"signedIn":${viewer ? 'true' : 'false'}}`;
}
