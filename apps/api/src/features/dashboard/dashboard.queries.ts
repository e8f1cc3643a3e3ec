// Reads behind the dashboard. The user's counts, latest listen, streak activity and progress in the latest
// series come in ONE named prepared statement, each part a subquery or a join (issue 13): every statement
// costs the API a socket write and a context switch, and building a Drizzle query costs more CPU than
// PostgreSQL answering these indexed reads. What is the same for everyone (home topics, a podcast's names,
// the card's series) is catalogue content, kept in memory until the catalogue changes.
import { COMPLETION_THRESHOLD, type DashboardTopic } from '@rooted/shared';
import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogCache } from '../../db/catalog-changes';
import type { Db } from '../../db/client';
import { localEpochDayOf } from '../../db/local-time';
import { batchedPerDb, preparedPerDb } from '../../db/prepared';
import { progressInSeries } from '../episodes/episodes-with-progress';
import { allReviewDays, newestReviewDaysOf, streakWindowStart } from '../flashcards/review-days';
import {
  podcastEpisodes,
  podcasts,
  seriesEpisodes,
  topics,
  userEpisodeProgress,
  userSeriesSubscriptions,
  users,
} from '../../db/schema';

/** SPEC §9: home topics limit 3. */
export const HOME_TOPICS_LIMIT = 3;

const userId = sql.placeholder('userId');
const timeZone = sql.placeholder('timeZone');
const windowStart = sql.placeholder('windowStart');

/**
 * `LIMIT 1` in the statement's text. Drizzle's .limit(1) sends the 1 as a parameter, which the generic plan a
 * prepared statement switches to cannot see: guessing a tenth of the user's listens as "the latest",
 * PostgreSQL would hash all of podcast_series_config for the card instead of probing its key, find that plan
 * too dear and plan the statement anew on every call. (Drizzle types a limit as a number or a placeholder,
 * but renders any SQL.)
 */
const ONE_ROW = sql`1` as unknown as number;

const countOfUser = (table: PgTable, userColumn: PgColumn) =>
  sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${userColumn} = ${userId})`;

/** The most recent subscription, for a latest-progress card before any listening. */
function latestSubscription(db: Db) {
  return db
    .select({
      // Drizzle names a subquery's SQL field without its table, so these names must be unlike any column's:
      // inside the card's progress subquery a bare "series_id" would be series_episodes' own.
      seriesId: sql<string | null>`${userSeriesSubscriptions.seriesId}`.as('subscribed_series_id'),
    })
    .from(userSeriesSubscriptions)
    .where(eq(userSeriesSubscriptions.userId, userId))
    .orderBy(desc(userSeriesSubscriptions.createdAt))
    .limit(ONE_ROW)
    .as('latest_subscription');
}

/** A local day as the streaks count it (db/local-time.ts), in the user's zone. */
const epochDayOf = (at: PgColumn | SQL) => localEpochDayOf(at, timeZone);

/** Study streak activity: the local days of the newest reviews (flashcards/review-days.ts). */
const newestReviewDays = newestReviewDaysOf({ userId, timeZone, windowStart });

/**
 * The user's progress records, read once: the statement counts them, finds the latest listen and the card
 * series' progress in them (issue 13: three reads of the same records were a sixth of its cost). A WITH
 * query used more than once is computed once by PostgreSQL.
 */
const USER_PROGRESS = 'user_progress';
function userProgressOf(db: Db) {
  return db.$with(USER_PROGRESS).as(
    db
      .select({
        episodeId: userEpisodeProgress.episodeId,
        progress: userEpisodeProgress.progress,
        lastListenedAt: userEpisodeProgress.lastListenedAt,
      })
      .from(userEpisodeProgress)
      .where(eq(userEpisodeProgress.userId, userId)),
  );
}
type UserProgress = ReturnType<typeof userProgressOf>;

/**
 * The user's listening in one pass over their progress records: how many there are, and the listening
 * streak's activity, the local days of last_listened_at of episodes at 90% or more (SPEC §7).
 */
function listeningOf(db: Db, records: UserProgress) {
  const completedInWindow = and(
    gte(records.progress, COMPLETION_THRESHOLD),
    gte(records.lastListenedAt, windowStart),
  );
  return db
    .select({
      totalProgress: sql<number>`count(*)::int`.as('total_progress'),
      completedListenDays: sql<number[]>`coalesce(json_agg(DISTINCT ${epochDayOf(records.lastListenedAt)})
        FILTER (WHERE ${completedInWindow}), '[]'::json)`.as('completed_listen_days'),
    })
    .from(records)
    .as('listening');
}

/**
 * SPEC §7 user_latest_progress: the latest listen and the series its card shows (the user's records sorted:
 * one user's are few; migration 0015 dropped the index on last_listened_at so saves are HOT updates).
 * Its podcast's names are catalogue content, kept in memory (latestListenPodcast).
 */
function latestListen(db: Db, records: UserProgress) {
  const last = db
    .select({ episodeId: records.episodeId, lastListenedAt: records.lastListenedAt })
    .from(records)
    .orderBy(desc(records.lastListenedAt))
    .limit(ONE_ROW)
    .as('last_listen');
  // Written out: in a select from one source Drizzle leaves a column's source off, and a bare "episode_id"
  // in the subquery below would be series_episodes' own (every episode would get the first series).
  const lastEpisodeId = sql`${sql.identifier('last_listen')}.${sql.identifier('episode_id')}`;
  return db
    .select({
      episodeId: last.episodeId,
      lastListenedAt: last.lastListenedAt,
      // The episode's home as the continuation card picks it (findEpisodeHome): its first series by id;
      // null for a standalone episode. Named unlike any column (see latestSubscription).
      seriesId: sql<string | null>`(
        SELECT ${seriesEpisodes.seriesId} FROM ${seriesEpisodes}
        WHERE ${seriesEpisodes.episodeId} = ${lastEpisodeId}
        ORDER BY ${seriesEpisodes.seriesId} LIMIT 1)`.as('latest_series_id'),
    })
    .from(last)
    .as('latest_listen');
}

/** SPEC §9: the first topics by name, as the response's topic objects. */
// Not batched: it has no parameter, and is read once per catalogue change.
const homeTopicsStatement = preparedPerDb((db) =>
  db
    .select({
      id: topics.id,
      name: topics.name,
      shortDescription: topics.shortDescription,
      imageUrl: topics.imageUrl,
      topicType: topics.topicType,
      isPremium: topics.isPremium,
    })
    .from(topics)
    .orderBy(asc(topics.name))
    .limit(HOME_TOPICS_LIMIT)
    .prepare('dashboard_home_topics'),
);

// Topics are catalogue content, the same for every dashboard until an admin edits them (issue 13: reading
// and writing them was a fifth of the dashboard statement's cost in PostgreSQL).
const keptHomeTopics = catalogCache<DashboardTopic[]>(1);

/** The home topics, kept in memory until the catalogue changes. Shared by every request: do not change. */
export const homeTopics = (db: Db) =>
  keptHomeTopics(
    db,
    'home',
    () => homeTopicsStatement(db).execute(),
    () => true,
  );

/** The podcast's names of an episode (the dashboard's last podcast), kept until the catalogue changes. */
const episodePodcastStatement = batchedPerDb((db) =>
  db
    .select({ podcastName: podcasts.name, podcastInternalName: podcasts.internalName })
    .from(podcastEpisodes)
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(eq(podcastEpisodes.id, sql.placeholder('episodeId')))
    .prepare('dashboard_episode_podcast'),
);
const keptEpisodePodcasts = catalogCache<{ podcastName: string; podcastInternalName: string } | null>(5_000);

export const podcastOfEpisode = (db: Db, episodeId: string) =>
  keptEpisodePodcasts(
    db,
    episodeId,
    async () => (await episodePodcastStatement(db).execute({ episodeId }))[0] ?? null,
    (found) => found !== null,
  );

const summaryStatement = batchedPerDb((db) => {
  const records = userProgressOf(db);
  const latest = latestListen(db, records);
  const subscription = latestSubscription(db);
  const listening = listeningOf(db, records);
  // The series the latest-progress card shows (dashboard.service builds its card from this row): the latest
  // listen's, null for a standalone episode; before any listening, the newest subscribed one.
  const cardSeriesId = sql<
    string | null
  >`CASE WHEN ${latest.episodeId} IS NOT NULL THEN ${latest.seriesId} ELSE ${subscription.seriesId} END`;
  return (
    db
      .with(records)
      .select({
        totalProgress: listening.totalProgress,
        subscriptionCount: countOfUser(userSeriesSubscriptions, userSeriesSubscriptions.userId),
        latest: { episodeId: latest.episodeId, lastListenedAt: latest.lastListenedAt },
        cardSeriesId,
        newestReviewDays,
        completedListenDays: listening.completedListenDays,
        // The user's progress in that series: its card is catalogue content kept in memory
        // (catalogueSeriesCard); empty without one.
        cardProgress: progressInSeries(cardSeriesId, USER_PROGRESS),
      })
      // The users row gives the one row the subqueries hang on.
      .from(users)
      .leftJoinLateral(listening, sql`true`)
      .leftJoinLateral(latest, sql`true`)
      .leftJoinLateral(subscription, sql`true`)
      .where(eq(users.id, userId))
      .prepare('dashboard_summary')
  );
});

/**
 * Everything the dashboard shows, streak days in `timeZone`, with the user's progress in the latest-progress
 * card's series. Undefined when the user no longer exists.
 */
export async function dashboardSummary(db: Db, options: { userId: string; timeZone: string; now: Date }) {
  const { now, ...params } = options;
  const window = { ...params, windowStart: streakWindowStart(now) };
  const [row] = await summaryStatement(db).execute(window);
  if (!row) return undefined;
  const { newestReviewDays, ...summary } = row;
  // A heavy reviewer's earlier days take one more statement; everyone else's are all in the newest reviews.
  return { ...summary, reviewDays: await allReviewDays(db, newestReviewDays, window) };
}

export async function storedTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timezone ?? null;
}

export async function rememberTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db.update(users).set({ timezone: timeZone }).where(eq(users.id, userId));
}
