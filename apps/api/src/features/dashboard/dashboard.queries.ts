// Reads behind the dashboard: counts, the latest listen, streak activity and home topics.
import { COMPLETION_THRESHOLD, STREAK_LOOKBACK_DAYS } from '@rooted/shared';
import { and, asc, count, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  flashcardReviewLog,
  podcastEpisodes,
  podcasts,
  topics,
  userEpisodeProgress,
  userSeriesSubscriptions,
  users,
} from '../../db/schema';

/** SPEC §9: home topics limit 3. */
export const HOME_TOPICS_LIMIT = 3;

/** Two spare days so local days at either end of the window are whole in any time zone. */
function streakWindowStart(now: Date): Date {
  return new Date(now.getTime() - (STREAK_LOOKBACK_DAYS + 2) * 86_400_000);
}

export async function countProgress(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userEpisodeProgress)
    .where(eq(userEpisodeProgress.userId, userId));
  return row?.n ?? 0;
}

export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userSeriesSubscriptions)
    .where(eq(userSeriesSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** SPEC §7 user_latest_progress: the latest listen, with its podcast's name and internal name. */
export async function latestListen(db: Db, userId: string) {
  const [row] = await db
    .select({
      episodeId: userEpisodeProgress.episodeId,
      lastListenedAt: userEpisodeProgress.lastListenedAt,
      podcastName: podcasts.name,
      podcastInternalName: podcasts.internalName,
    })
    .from(userEpisodeProgress)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, userEpisodeProgress.episodeId))
    .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
    .where(eq(userEpisodeProgress.userId, userId))
    .orderBy(desc(userEpisodeProgress.lastListenedAt))
    .limit(1);
  return row ?? null;
}

/** The most recent subscription, for a latest-progress card before any listening. */
export async function latestSubscribedSeriesId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ seriesId: userSeriesSubscriptions.seriesId })
    .from(userSeriesSubscriptions)
    .where(eq(userSeriesSubscriptions.userId, userId))
    .orderBy(desc(userSeriesSubscriptions.createdAt))
    .limit(1);
  return row?.seriesId ?? null;
}

/**
 * Study streak activity: the latest review of each local day in the window. One row per day is all the
 * streak rule needs, so a year of heavy study stays a few hundred rows.
 */
export async function reviewDays(db: Db, userId: string, timeZone: string, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: max(flashcardReviewLog.reviewedAt) })
    .from(flashcardReviewLog)
    .where(
      and(eq(flashcardReviewLog.userId, userId), gte(flashcardReviewLog.reviewedAt, streakWindowStart(now))),
    )
    .groupBy(sql`(${flashcardReviewLog.reviewedAt} AT TIME ZONE ${timeZone})::date`);
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}

/** Listening streak activity: last_listened_at of episodes at 90% or more (SPEC §7), one per local day. */
export async function completedListenDays(
  db: Db,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ at: max(userEpisodeProgress.lastListenedAt) })
    .from(userEpisodeProgress)
    .where(
      and(
        eq(userEpisodeProgress.userId, userId),
        gte(userEpisodeProgress.progress, COMPLETION_THRESHOLD),
        gte(userEpisodeProgress.lastListenedAt, streakWindowStart(now)),
      ),
    )
    .groupBy(sql`(${userEpisodeProgress.lastListenedAt} AT TIME ZONE ${timeZone})::date`);
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}

export async function homeTopics(db: Db) {
  return db
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
    .limit(HOME_TOPICS_LIMIT);
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
