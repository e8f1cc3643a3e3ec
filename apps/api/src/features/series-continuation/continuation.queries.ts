// Reads behind the Continue Listening card: a series (or a podcast's standalone episodes) with the
// signed-in user's progress per episode (SPEC §7 series_episodes_detailed left-joined to progress).
// Each card is ONE named prepared statement, its episodes a JSON array subquery (issue 13): every
// statement costs the API a socket write and a context switch, and building a Drizzle query costs more
// CPU than PostgreSQL spends answering these indexed reads.
import { and, asc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  seriesEpisodes,
  userEpisodeProgress,
} from '../../db/schema';

export interface CardEpisodeRow {
  id: string;
  title: string;
  summary: string;
  audioUrl: string | null;
  imageUrl: string | null;
  durationSeconds: number | null;
  pubdate: Date;
  progress: number | null;
}

// Visitors pass a null user id, which equals no row: nobody's progress can leak into a signed-out card.
const userId = sql.placeholder('userId');

// json_agg turns pubdate into an ISO 8601 string; the card's rows carry a Date, as the column does.
type JsonCardEpisode = Omit<CardEpisodeRow, 'pubdate'> & { pubdate: string };
const toCardEpisodes = (episodes: JsonCardEpisode[]): CardEpisodeRow[] =>
  episodes.map((episode) => ({ ...episode, pubdate: new Date(episode.pubdate) }));

/**
 * The published episodes of `source` that match `where`, each with the viewer's progress, as a JSON
 * array in publication order (ties by id): the card takes the last one as the latest episode.
 */
function episodesWithProgress(source: SQL, where: SQL | undefined) {
  const subquery = sql`
    SELECT coalesce(json_agg(json_build_object(
      'id', ${podcastEpisodes.id}, 'title', ${podcastEpisodes.title}, 'summary', ${podcastEpisodes.summary},
      'audioUrl', ${podcastEpisodes.audioUrl}, 'imageUrl', ${podcastEpisodes.imageUrl},
      'durationSeconds', ${podcastEpisodes.durationSeconds}, 'pubdate', ${podcastEpisodes.pubdate},
      'progress', ${userEpisodeProgress.progress}) ORDER BY ${podcastEpisodes.pubdate}, ${podcastEpisodes.id}), '[]'::json)
    FROM ${source}
    LEFT JOIN ${userEpisodeProgress} ON ${userEpisodeProgress.episodeId} = ${podcastEpisodes.id}
      AND ${userEpisodeProgress.userId} = ${userId}
    WHERE ${podcastEpisodes.status} = 'published' AND ${where}`;
  // Nested, not inlined: in a select from a single table Drizzle drops the table name from the columns of a
  // selected SQL, and unqualified "id" or "status" would be ambiguous (or bound to the wrong table) here.
  return sql<JsonCardEpisode[]>`(${subquery})`.mapWith(toCardEpisodes);
}

/** A series with its podcast and its episodes (with the viewer's progress). */
const seriesCardStatement = preparedPerDb((db) =>
  db
    .select({
      id: podcastSeriesConfig.id,
      name: podcastSeriesConfig.name,
      seriesPrefix: podcastSeriesConfig.seriesPrefix,
      endDate: podcastSeriesConfig.endDate,
      podcastId: podcasts.id,
      podcastName: podcasts.name,
      podcastSlug: podcasts.slug,
      artworkUrl: podcasts.artworkUrl,
      podcastStatus: podcasts.status,
      episodes: episodesWithProgress(
        sql`${seriesEpisodes} JOIN ${podcastEpisodes} ON ${podcastEpisodes.id} = ${seriesEpisodes.episodeId}`,
        eq(seriesEpisodes.seriesId, podcastSeriesConfig.id),
      ),
    })
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

/** A podcast with its standalone episodes: the published ones that belong to no series. */
const standaloneCardStatement = preparedPerDb((db) =>
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
const episodeHomeStatement = preparedPerDb((db) =>
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
