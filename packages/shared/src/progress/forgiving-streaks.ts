// Streaks that forgive (issue 15): a weekly goal beside the daily streak, and one grace day per week so a
// day of travel or illness does not wipe months of habit. Days are calendar days in the user's time zone
// (see streaks.ts); weeks are ISO weeks, Monday to Sunday, in that zone.
import { DEFAULT_TIME_ZONE, epochDay, isValidTimeZone, localDay, STREAK_LOOKBACK_DAYS } from './streaks';

/** SPEC §9 style constant: the weekly goal is 5 active days of 7. */
export const WEEKLY_GOAL_DAYS = 5;
/** One missed day per ISO week is forgiven; a second one in the same week breaks the streak. */
export const GRACE_DAYS_PER_WEEK = 1;

// Days are counted as whole numbers (epochDay), days since 1970-01-01 in the user's calendar: the day before is one
// less and an ISO week is a division, where date strings needed a Date, a format and a new string for
// every step (issue 13: a dashboard request made Sets of 90 date strings and walked them day by day).

/** The ISO week of a day as a number, the same for Monday to Sunday: 1970-01-01 was a Thursday. */
const isoWeekNumber = (day: number) => Math.floor((day + 3) / 7);

/** The Monday that starts the ISO week of a day (days before 1970 too: % keeps the sign). */
export const isoWeekMonday = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

export interface ForgivingStreak {
  /** Active days in the run (grace days bridge the run but are not counted). */
  days: number;
  /** Whether this ISO week's grace day is already spent bridging the current run. */
  graceUsedThisWeek: boolean;
}

export interface ForgivingStreakInput {
  activity: readonly (Date | string)[];
  timeZone: string;
  now?: Date;
}

function activeDays(activity: readonly (Date | string)[], zone: string): Set<number> {
  return new Set(activity.map((a) => epochDay(localDay(new Date(a), zone))));
}

/** The zone streak days are counted in: the user's, or UTC when it is not one the runtime knows. */
export const streakTimeZone = (timeZone: string) => (isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
const zoneOf = streakTimeZone;

/** Today as the streaks count it: an epochDay in the user's zone (streakTimeZone). */
export const streakToday = (now: Date, timeZone: string) => epochDay(localDay(now, zoneOf(timeZone)));

/**
 * The daily streak with one grace day per ISO week. As in SPEC §9, today does not count against the run
 * while it is still going (if today is missing, the count starts from yesterday). Walking back, a missed
 * day is forgiven when its ISO week has no other forgiven day; a second missed day in the same week ends
 * the run. The run looks back at most 366 days.
 */
export function computeForgivingStreak({ activity, timeZone, now = new Date() }: ForgivingStreakInput): ForgivingStreak {
  return forgivingStreakOfDays(activeDays(activity, zoneOf(timeZone)), streakToday(now, timeZone));
}

/**
 * computeForgivingStreak over days already known (epochDay numbers in the user's zone, e.g. grouped by the
 * database) and today in that zone: no instant is converted again.
 */
export function forgivingStreakOfDays(days: ReadonlySet<number>, today: number): ForgivingStreak {
  const thisWeek = isoWeekNumber(today);
  let day = days.has(today) ? today : today - 1;
  const graceWeeks = new Set<number>();
  let pendingGrace: number[] = []; // grace weeks spent since the last active day (kept only if the run goes on)
  let streak = 0;
  for (let walked = 0; walked < STREAK_LOOKBACK_DAYS; walked += 1, day -= 1) {
    if (days.has(day)) {
      streak += 1;
      for (const week of pendingGrace) graceWeeks.add(week);
      pendingGrace = [];
      continue;
    }
    const week = isoWeekNumber(day);
    const spent = (graceWeeks.has(week) ? 1 : 0) + pendingGrace.filter((w) => w === week).length;
    if (spent >= GRACE_DAYS_PER_WEEK) break;
    pendingGrace.push(week);
  }
  return { days: streak, graceUsedThisWeek: graceWeeks.has(thisWeek) };
}

export interface WeeklyGoal {
  /** Distinct active days so far in the current ISO week (Monday to today), in the user's time zone. */
  activeDays: number;
  goal: number;
  met: boolean;
}

/** Progress toward the weekly goal: '3 of 5 days this week'. */
export function computeWeeklyGoal({
  activity,
  timeZone,
  now = new Date(),
  goal = WEEKLY_GOAL_DAYS,
}: ForgivingStreakInput & { goal?: number }): WeeklyGoal {
  return weeklyGoalOfDays(activeDays(activity, zoneOf(timeZone)), streakToday(now, timeZone), goal);
}

/** computeWeeklyGoal over days already known in the user's zone, as forgivingStreakOfDays. */
export function weeklyGoalOfDays(days: ReadonlySet<number>, today: number, goal = WEEKLY_GOAL_DAYS): WeeklyGoal {
  const monday = isoWeekMonday(today);
  let count = 0;
  for (const day of days) if (day >= monday && day <= today) count += 1;
  return { activeDays: count, goal, met: count >= goal };
}
