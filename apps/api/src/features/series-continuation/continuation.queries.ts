// Reads behind the Continue Listening card: a series (or a podcast's standalone episodes) with the
// signed-in user's progress per episode (SPEC §7 series_episodes_detailed left-joined to progress).
// Each card is ONE named prepared statement, its episodes a JSON array subquery (issue 13): every
// statement costs the API a socket write and a context switch, and building a Drizzle query costs more
// CPU than PostgreSQL spends answering these indexed reads.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCache } from '../../db/catalog-changes';
import { batchedPerDb } from '../../db/prepared';
import { episodesWithProgress, seriesEpisodesWithProgress } from '../episodes/episodes-with-progress';
import { podcastEpisodes, podcastSeriesConfig, podcasts, seriesEpisodes } from '../../db/schema';

export type { EpisodeWithProgress as CardEpisodeRow } from '../episodes/episodes-with-progress';

/**
 * A series with its podcast and its episodes (with the viewer's progress): the columns of a select from
 * podcast_series_config joined to its podcast. The dashboard selects them too, in its own statement.
 */
export const seriesCardFields = {
  id: podcastSeriesConfig.id,
  name: podcastSeriesConfig.name,
  seriesPrefix: podcastSeriesConfig.seriesPrefix,
  endDate: podcastSeriesConfig.endDate,
  podcastId: podcasts.id,
  podcastName: podcasts.name,
  podcastSlug: podcasts.slug,
  artworkUrl: podcasts.artworkUrl,
  podcastStatus: podcasts.status,
  episodes: seriesEpisodesWithProgress,
};

const seriesCardStatement = batchedPerDb((db) =>
  db
    .select(seriesCardFields)
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, sql.placeholder('seriesId')))
    .limit(1)
    .prepare('continuation_series_card'),
);

export async function findSeriesCard(db: Db, params: { seriesId: string; userId: string | null }) {
  const [row] = await seriesCardStatement(db).execute(params);
  return row ?? null;
}

export type SeriesCardRow = NonNullable<Awaited<ReturnType<typeof findSeriesCard>>>;

// A series with its published episodes is catalogue content, the same for everyone until the catalogue
// changes (db/catalog-changes.ts): the dashboard keeps it per process and reads only the user's progress on
// it, so PostgreSQL no longer writes twenty episodes with their summaries for every dashboard (issue 13).
// About 11 KB of text a series in the bench's dataset; 500 series at most.
const catalogueSeriesCards = catalogCache<SeriesCardRow | null>(500);

/**
 * The series' card row with no viewer (every progress null), or null for no such series. Shared by every
 * request: copy what you change.
 */
export function catalogueSeriesCard(db: Db, seriesId: string): Promise<SeriesCardRow | null> {
  return catalogueSeriesCards(db, seriesId, () => findSeriesCard(db, { seriesId, userId: null }), (row) => row !== null);
}

/** A podcast with its standalone episodes: the published ones that belong to no series. */
const standaloneCardStatement = batchedPerDb((db) =>
  db
    .select({
      id: podcasts.id,
      name: podcasts.name,
      slug: podcasts.slug,
      artworkUrl: podcasts.artworkUrl,
      episodes: episodesWithProgress(
        sql`${podcastEpisodes}`,
        and(
          eq(podcastEpisodes.podcastId, podcasts.id),
          notExists(
            db
              .select({ one: sql`1` })
              .from(seriesEpisodes)
              .where(eq(seriesEpisodes.episodeId, podcastEpisodes.id)),
          ),
        ),
      ),
    })
    .from(podcasts)
    .where(eq(podcasts.id, sql.placeholder('podcastId')))
    .limit(1)
    .prepare('continuation_standalone_card'),
);

export async function findStandaloneCard(db: Db, params: { podcastId: string; userId: string | null }) {
  const [row] = await standaloneCardStatement(db).execute(params);
  return row ?? null;
}

/** The series an episode belongs to (the first by id if several), or its podcast when it has none. */
const episodeHomeStatement = batchedPerDb((db) =>
  db
    .select({ podcastId: podcastEpisodes.podcastId, seriesId: seriesEpisodes.seriesId })
    .from(podcastEpisodes)
    .leftJoin(seriesEpisodes, eq(seriesEpisodes.episodeId, podcastEpisodes.id))
    .where(eq(podcastEpisodes.id, sql.placeholder('episodeId')))
    .orderBy(asc(seriesEpisodes.seriesId))
    .limit(1)
    .prepare('continuation_episode_home'),
);

export async function findEpisodeHome(db: Db, episodeId: string) {
  const [row] = await episodeHomeStatement(db).execute({ episodeId });
  return row ?? null;
}
