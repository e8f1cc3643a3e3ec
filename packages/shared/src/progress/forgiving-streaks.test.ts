import { describe, expect, it } from 'vitest';
import {
  computeForgivingStreak,
  computeWeeklyGoal,
  forgivingStreakOfDays,
  GRACE_DAYS_PER_WEEK,
  isoWeekMonday,
  weeklyGoalOfDays,
  WEEKLY_GOAL_DAYS,
} from './forgiving-streaks';
import { dayOfEpochDay, epochDay } from './streaks';

/** Noon UTC on each day: one activity per listed day. */
const noon = (...days: string[]) => days.map((d) => `${d}T12:00:00Z`);
const at = (iso: string) => new Date(iso);

/** Days as the dashboard's statement gives them: days since 1970-01-01. */
const daysOf = (...days: string[]) => new Set(days.map(epochDay));

describe('days as numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2026-03-01', 20513],
    ['2028-02-29', 21243],
  ])('%s is day %i, and back', (day, n) => {
    expect(epochDay(day)).toBe(n);
    expect(dayOfEpochDay(n)).toBe(day);
  });

  // March 2026: Monday 2, 9, 16, 23 start ISO weeks.
  it.each([
    ['2026-03-09', '2026-03-09'], // Monday
    ['2026-03-15', '2026-03-09'], // Sunday belongs to the week before the next Monday
    ['2026-03-01', '2026-02-23'], // across a month end
    ['2026-01-01', '2025-12-29'], // across a year end
    ['1970-01-01', '1969-12-29'], // day 0, a Thursday
    ['1969-12-28', '1969-12-22'], // a Sunday before 1970
  ])('%s is in the ISO week of Monday %s', (day, monday) => expect(isoWeekMonday(epochDay(day))).toBe(epochDay(monday)));
});

describe('rule: one grace day per ISO week keeps the streak', () => {
  it('a single missed day in a week does not break the streak (grace days are not counted)', () => {
    // Mon 9 .. Fri 13, Wednesday 11 missed.
    const activity = noon('2026-03-09', '2026-03-10', '2026-03-12', '2026-03-13');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-13T18:00:00Z') })).toEqual({
      days: 4,
      graceUsedThisWeek: true,
    });
  });

  it('one missed day in each of two weeks is forgiven in both', () => {
    // Week of 2 Mar misses Thu 5; week of 9 Mar misses Tue 10.
    const activity = noon('2026-03-03', '2026-03-04', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-11');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-11T20:00:00Z') }).days).toBe(7);
  });

  it('Sunday and the next Monday missed: each is the only miss of its own ISO week', () => {
    const activity = noon('2026-03-13', '2026-03-14', '2026-03-17');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-17T20:00:00Z') }).days).toBe(3);
  });

  it('a week that spans New Year is one week: Wed 31 Dec and Fri 2 Jan are two misses of it', () => {
    // The ISO week of Mon 29 Dec 2025 to Sun 4 Jan 2026.
    const activity = noon('2025-12-29', '2025-12-30', '2026-01-01', '2026-01-03');
    expect(forgivingStreakOfDays(daysOf(...activity.map((a) => a.slice(0, 10))), epochDay('2026-01-03'))).toEqual({ days: 2, graceUsedThisWeek: true });
    // Sun 28 Dec belongs to the week before: a miss there is that week's own grace day.
    const across = daysOf('2025-12-26', '2025-12-27', '2025-12-29', '2025-12-30', '2025-12-31');
    expect(forgivingStreakOfDays(across, epochDay('2025-12-31'))).toEqual({ days: 5, graceUsedThisWeek: false });
  });

  it(`allows exactly ${GRACE_DAYS_PER_WEEK} grace day per week`, () => expect(GRACE_DAYS_PER_WEEK).toBe(1));
});

describe('rule: two missed days in one ISO week break the streak', () => {
  it('two separate misses in the same week end the run at the second', () => {
    // Week of 9 Mar: Tue 10 and Thu 12 missed. The run is Fri 13 + Wed 11 (Tue 10 is the second miss).
    const activity = noon('2026-03-09', '2026-03-11', '2026-03-13');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-13T20:00:00Z') }).days).toBe(2);
  });

  it('two missed days in a row in the same week break it', () => {
    const activity = noon('2026-03-09', '2026-03-12');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-12T20:00:00Z') }).days).toBe(1);
  });

  it('nothing since two days ago in the same week: the streak is over', () => {
    // Today Thu 12 (still open), Wed 11 missed (grace), Tue 10 missed (second miss): 0.
    const activity = noon('2026-03-09');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-12T20:00:00Z') }).days).toBe(0);
  });
});

describe('rule: today is still open (SPEC §9: if today is missing, yesterday counts)', () => {
  it('an empty today uses no grace day', () => {
    const activity = noon('2026-03-10', '2026-03-11');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-12T08:00:00Z') })).toEqual({
      days: 2,
      graceUsedThisWeek: false,
    });
  });

  it('yesterday missed as well is forgiven: a sick day', () => {
    const activity = noon('2026-03-09', '2026-03-10');
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now: at('2026-03-12T08:00:00Z') }).days).toBe(2);
  });

  it('no activity at all is 0', () =>
    expect(computeForgivingStreak({ activity: [], timeZone: 'UTC', now: at('2026-03-12T08:00:00Z') }).days).toBe(0));
});

describe('rule: day and week boundaries are in the user time zone', () => {
  it('a late-evening review in New York counts for that local day, so no day was missed', () => {
    // 23:30 New York on Tue 10 Mar is 03:30 UTC on Wed 11; Mon 9 and Wed 11 are at noon local time.
    const activity = ['2026-03-09T16:00:00Z', '2026-03-11T03:30:00Z', '2026-03-11T16:00:00Z'];
    const now = at('2026-03-11T20:00:00Z');
    expect(computeForgivingStreak({ activity, timeZone: 'America/New_York', now })).toEqual({ days: 3, graceUsedThisWeek: false });
    // Read in UTC, Tuesday is empty: the same history needs this week's grace day.
    expect(computeForgivingStreak({ activity, timeZone: 'UTC', now })).toEqual({ days: 2, graceUsedThisWeek: true });
  });

  it('the ISO week starts at local Monday midnight (Tokyo), not UTC Monday', () => {
    // 08:00 Monday 16 Mar in Tokyo is 23:00 UTC on Sunday 15 Mar.
    const activity = ['2026-03-15T23:00:00Z'];
    const now = at('2026-03-16T03:00:00Z');
    expect(computeWeeklyGoal({ activity, timeZone: 'Asia/Tokyo', now }).activeDays).toBe(1);
    expect(computeWeeklyGoal({ activity, timeZone: 'UTC', now }).activeDays).toBe(0);
  });

  it('an unknown time zone falls back to UTC', () =>
    expect(computeForgivingStreak({ activity: noon('2026-03-12'), timeZone: 'Mars/Olympus', now: at('2026-03-12T13:00:00Z') }).days).toBe(1));
});

describe('rule: the weekly goal counts active days this ISO week', () => {
  it(`defaults to ${WEEKLY_GOAL_DAYS} of 7 days`, () => expect(WEEKLY_GOAL_DAYS).toBe(5));

  it('counts distinct local days from Monday to today, ignoring last week', () => {
    const activity = [...noon('2026-03-08', '2026-03-09', '2026-03-11'), '2026-03-11T18:00:00Z'];
    expect(computeWeeklyGoal({ activity, timeZone: 'UTC', now: at('2026-03-12T10:00:00Z') })).toEqual({
      activeDays: 2,
      goal: 5,
      met: false,
    });
  });

  it('is met at the goal', () => {
    const activity = noon('2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13');
    expect(computeWeeklyGoal({ activity, timeZone: 'UTC', now: at('2026-03-13T20:00:00Z') }).met).toBe(true);
  });
});

describe('long habits survive', () => {
  it('months of daily practice with one missed day a week keep the whole run (capped at 366 days looked back)', () => {
    const now = at('2026-06-30T20:00:00Z');
    const activity: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      const day = new Date(now.getTime() - i * 86_400_000);
      if (day.getUTCDay() !== 3) activity.push(day.toISOString()); // every Wednesday missed
    }
    const { days } = computeForgivingStreak({ activity, timeZone: 'UTC', now });
    expect(days).toBe(activity.length);
  });
});

describe('days already known (the dashboard: the database groups activity by local day)', () => {
  it('give the same streak and weekly goal as the instants they came from', () => {
    const now = at('2026-03-13T20:00:00Z');
    const activity = noon('2026-02-27', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-09', '2026-03-10', '2026-03-12');
    const days = daysOf(...activity.map((a) => a.slice(0, 10)));
    expect(forgivingStreakOfDays(days, epochDay('2026-03-13'))).toEqual(computeForgivingStreak({ activity, timeZone: 'UTC', now }));
    expect(weeklyGoalOfDays(days, epochDay('2026-03-13'))).toEqual(computeWeeklyGoal({ activity, timeZone: 'UTC', now }));
  });
});
