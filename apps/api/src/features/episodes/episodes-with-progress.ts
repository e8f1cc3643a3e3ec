// Published episodes with the viewer's progress, as a JSON array subquery: the series page and the Continue
// Listening cards show the same list (SPEC §7 series_episodes_detailed left-joined to progress), each in
// ONE prepared statement (issue 13: every statement costs the API a socket write and a context switch).
import { eq, type SQL, sql } from 'drizzle-orm';
import { podcastEpisodes, podcastSeriesConfig, seriesEpisodes, userEpisodeProgress } from '../../db/schema';

export interface EpisodeWithProgress {
  id: string;
  title: string;
  summary: string;
  audioUrl: string | null;
  imageUrl: string | null;
  durationSeconds: number | null;
  /** ISO 8601 in UTC, as Date.toISOString() writes it (and the API answers it). */
  pubdate: string;
  progress: number | null;
}

// Visitors pass a null user id, which equals no row: nobody's progress can leak into a signed-out list.
const userId = sql.placeholder('userId');

// The publication date as the API answers it (Date.toISOString()'s form), written by PostgreSQL: the list
// goes out as it comes in, with no Date made and formatted again per episode (issue 13).
export const isoPubdate = sql`to_char(${podcastEpisodes.pubdate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The published episodes of `source` that match `where`, each with the progress of the statement's
 * `userId` placeholder, as a JSON array in publication order (ties by id): the last one is the latest.
 */
export function episodesWithProgress(source: SQL, where: SQL | undefined) {
  const subquery = sql`
    SELECT coalesce(json_agg(json_build_object(
      'id', ${podcastEpisodes.id}, 'title', ${podcastEpisodes.title}, 'summary', ${podcastEpisodes.summary},
      'audioUrl', ${podcastEpisodes.audioUrl}, 'imageUrl', ${podcastEpisodes.imageUrl},
      'durationSeconds', ${podcastEpisodes.durationSeconds}, 'pubdate', ${isoPubdate},
      'progress', ${userEpisodeProgress.progress}) ORDER BY ${podcastEpisodes.pubdate}, ${podcastEpisodes.id}), '[]'::json)
    FROM ${source}
    LEFT JOIN ${userEpisodeProgress} ON ${userEpisodeProgress.episodeId} = ${podcastEpisodes.id}
      AND ${userEpisodeProgress.userId} = ${userId}
    WHERE ${podcastEpisodes.status} = 'published' AND ${where}`;
  // Nested, not inlined: in a select from a single table Drizzle drops the table name from the columns of a
  // selected SQL, and unqualified "id" or "status" would be ambiguous (or bound to the wrong table) here.
  return sql<EpisodeWithProgress[]>`(${subquery})`;
}

/** The episodes of the statement's series (its podcast_series_config row), as episodesWithProgress. */
export const seriesEpisodesWithProgress = episodesWithProgress(
  sql`${seriesEpisodes} JOIN ${podcastEpisodes} ON ${podcastEpisodes.id} = ${seriesEpisodes.episodeId}`,
  eq(seriesEpisodes.seriesId, podcastSeriesConfig.id),
);
