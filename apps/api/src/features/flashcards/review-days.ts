// The days a user studied, for the study streak (SPEC §9, issue 15): the local days in the user's zone with
// any review in the streak window, as epochDay numbers (days since 1970-01-01). The dashboard and the
// flashcards overview read them here.
//
// Most users' reviews in the window are a short range of the (user_id, reviewed_at) index, read and grouped
// at once. A heavy reviewer's are not: a hundred a day for a year is 36,600 entries, about 20 ms on every
// dashboard (issue 13). So the range read stops at the newest RANGE_ROWS reviews. When it is full, a second
// statement reads the rest of the window one local day at a time, newest first: one index probe finds the
// latest review before the start of the day found last (a loose index scan), at most a probe per day. Done
// in one statement for everyone, that scan's machinery cost a typical user's read a quarter more even when
// it had nothing to do, so only a full range pays for it.
import { STREAK_LOOKBACK_DAYS } from '@rooted/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localDateOf, localEpochDayOf, localStartOf } from '../../db/local-time';
import { preparedSql } from '../../db/prepared';
import { flashcardReviewLog as log } from '../../db/schema';

/** Reviews read as one index range; past them, the window is read a day at a time. */
export const RANGE_ROWS = 400;

/** Two spare days so local days at either end of the window are whole in any time zone. */
export function streakWindowStart(now: Date): Date {
  return new Date(now.getTime() - (STREAK_LOOKBACK_DAYS + 2) * 86_400_000);
}

/** The user, their zone and the window's start: values, or a prepared statement's placeholders. */
interface ReviewWindow {
  userId: Placeholder | string;
  timeZone: Placeholder | string;
  windowStart: Placeholder | Date;
}

/** The window as values, for the statements run here. */
type WindowValues = { userId: string; timeZone: string; windowStart: Date };

/** The local days of the newest reviews, and how many reviews that range held. */
export interface NewestReviewDays {
  days: number[];
  reviews: number;
}

const inWindow = ({ userId, windowStart }: ReviewWindow) =>
  sql`${log.userId} = ${userId} AND ${log.reviewedAt} >= ${windowStart}`;

/** A subquery: the newest RANGE_ROWS reviews' local days (each once) and their count, as JSON. */
export function newestReviewDaysOf(window: ReviewWindow): SQL<NewestReviewDays> {
  return sql<NewestReviewDays>`(
    SELECT json_build_object('days', coalesce(json_agg(day.local), '[]'::json), 'reviews', coalesce(sum(day.reviews), 0))
    FROM (
      SELECT ${localEpochDayOf(sql`newest.at`, window.timeZone)} AS local, count(*) AS reviews
      FROM (
        SELECT ${log.reviewedAt} AS at FROM ${log} WHERE ${inWindow(window)}
        ORDER BY ${log.reviewedAt} DESC NULLS LAST LIMIT ${sql.raw(String(RANGE_ROWS))}
      ) AS newest
      GROUP BY local
    ) AS day
  )`;
}

const placeholders: ReviewWindow = {
  userId: sql.placeholder('userId'),
  timeZone: sql.placeholder('timeZone'),
  windowStart: sql.placeholder('windowStart'),
};

/** The local days with a review in the window before the local day `before` (an epochDay), each once. */
const earlierReviewDays = (() => {
  const { timeZone } = placeholders;
  const latestBefore = (before: SQL) =>
    sql`(SELECT max(${log.reviewedAt}) FROM ${log} WHERE ${inWindow(placeholders)} AND ${log.reviewedAt} < ${before})`;
  const firstDay = sql`(DATE '1970-01-01' + ${sql.placeholder('before')}::int)`;
  // `least` with the instant found keeps each step strictly earlier, whatever a zone's clocks do at midnight.
  const stepBefore = sql`least(earlier.at, ${localStartOf(localDateOf(sql`earlier.at`, timeZone), timeZone)})`;
  return preparedSql<{ local: number }>(
    'flashcards_earlier_review_days',
    sql`WITH RECURSIVE earlier(at) AS (
      SELECT ${latestBefore(localStartOf(firstDay, timeZone))}
      UNION ALL
      SELECT ${latestBefore(stepBefore)} FROM earlier WHERE earlier.at IS NOT NULL
    )
    SELECT DISTINCT ${localEpochDayOf(sql`earlier.at`, timeZone)} AS local FROM earlier WHERE earlier.at IS NOT NULL`,
  );
})();

/**
 * Every local day with a review in the window: the newest reviews' days as the caller read them
 * (newestReviewDaysOf), and, when that range was full, the earlier days read a day at a time.
 */
export async function allReviewDays(
  db: Db,
  newest: NewestReviewDays,
  window: WindowValues,
): Promise<number[]> {
  if (newest.reviews < RANGE_ROWS) return newest.days;
  const before = Math.min(...newest.days);
  const earlier = await earlierReviewDays(db, { ...window, before });
  return [...newest.days, ...earlier.map((row) => row.local)];
}

/** The study streak's days of a user, for a caller with no statement of its own to add them to. */
export async function reviewDaysOfUser(db: Db, window: WindowValues) {
  const { rows } = await db.execute<{ newest: NewestReviewDays }>(
    sql`SELECT ${newestReviewDaysOf(window)} AS newest`,
  );
  return allReviewDays(db, rows[0]!.newest, window);
}
