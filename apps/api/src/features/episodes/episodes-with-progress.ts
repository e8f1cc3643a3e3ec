// Published episodes with the viewer's progress: the series page and the Continue Listening cards show the
// same list (SPEC §7 series_episodes_detailed left-joined to progress), each in ONE prepared statement
// (issue 13: every statement costs the API a socket write and a context switch). Where the list is kept in
// memory (read without a viewer), the viewer's progress comes as pairs (progressInSeries, withProgress).
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
const isoPubdate = sql`to_char(${podcastEpisodes.pubdate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An episode of the list as the API answers it (EpisodeWithProgress), its keys in the contract's order. */
const episodeFields: [keyof EpisodeWithProgress, SQL | AnyPgColumn][] = [
  ['id', podcastEpisodes.id],
  ['title', podcastEpisodes.title],
  ['summary', podcastEpisodes.summary],
  ['audioUrl', podcastEpisodes.audioUrl],
  ['imageUrl', podcastEpisodes.imageUrl],
  ['durationSeconds', podcastEpisodes.durationSeconds],
  ['pubdate', isoPubdate],
  ['progress', userEpisodeProgress.progress],
];

/** Publication order, ties by id: the last episode is the latest. */
const publicationOrder = sql`${podcastEpisodes.pubdate}, ${podcastEpisodes.id}`;

/** The join of `source`'s episodes to the statement's `userId` progress (none for a visitor's null). */
const progressOfUser = and(
  eq(userEpisodeProgress.episodeId, podcastEpisodes.id),
  eq(userEpisodeProgress.userId, userId),
)!;

/**
 * The published episodes of `source` that match `where`, each with the progress of the statement's
 * `userId` placeholder, as a JSON array in publication order (ties by id): the last one is the latest.
 */
export function episodesWithProgress(source: SQL, where: SQL | undefined) {
  const pairs = episodeFields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  const subquery = sql`
    SELECT coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) ORDER BY ${publicationOrder}), '[]'::json)
    FROM ${source}
    LEFT JOIN ${userEpisodeProgress} ON ${progressOfUser}
    WHERE ${podcastEpisodes.status} = 'published' AND ${where}`;
  // Nested, not inlined: in a select from a single table Drizzle drops the table name from the columns of a
  // selected SQL, and unqualified "id" or "status" would be ambiguous (or bound to the wrong table) here.
  return sql<EpisodeWithProgress[]>`(${subquery})`;
}

/**
 * The statement's `userId` progress on the episodes of series `seriesId`, as [episode id, progress] pairs:
 * for a list whose episodes come from memory (a catalogue cache) and need only the viewer's part. Read from
 * the table, or from `userRecords`, a WITH query of the user's own progress records with the table's column
 * names (the dashboard reads them once for several uses).
 */
export function progressInSeries(seriesId: SQL, userRecords?: string) {
  // Columns written out with their sources: in a subquery Drizzle may leave them off, and a bare
  // "episode_id" would be ambiguous here.
  const records = userRecords ? sql.identifier(userRecords) : userEpisodeProgress;
  const ofUser = userRecords ? sql`` : sql` AND ${records}."user_id" = ${userId}`;
  return sql<[string, number][]>`(
    SELECT coalesce(json_agg(json_build_array(${records}."episode_id", ${records}."progress")), '[]'::json)
    FROM ${seriesEpisodes} JOIN ${records} ON ${records}."episode_id" = ${seriesEpisodes}."episode_id"
    WHERE ${seriesEpisodes}."series_id" = ${seriesId}${ofUser})`;
}

/** `episodes` (read without a viewer) with the progress of `pairs` (progressInSeries); null where none. */
export function withProgress(
  episodes: EpisodeWithProgress[],
  pairs: [string, number][],
): EpisodeWithProgress[] {
  const progress = new Map(pairs);
  return episodes.map((episode) => ({ ...episode, progress: progress.get(episode.id) ?? null }));
}

/** The episodes of the statement's series (its podcast_series_config row), as episodesWithProgress. */
export const seriesEpisodesWithProgress = episodesWithProgress(
  sql`${seriesEpisodes} JOIN ${podcastEpisodes} ON ${podcastEpisodes.id} = ${seriesEpisodes.episodeId}`,
  eq(seriesEpisodes.seriesId, podcastSeriesConfig.id),
);
