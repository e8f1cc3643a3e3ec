// The study streak's days (SPEC §9, issue 15) as review-days.ts reads them: every local day with a review in
// the window, each once, whether the reviews fit in the one index range or the rest is read a day at a time.
import { forgivingStreakOfDays } from '@rooted/shared/progress/forgiving-streaks';
import { epochDay, localDay } from '@rooted/shared/progress/streaks';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flashcardReviewLog } from '../../db/schema';
import { dashboardSummary } from '../dashboard/dashboard.queries';
import { studyStreak } from './overview.service';
import { RANGE_ROWS } from './review-days';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const zone = 'America/New_York';
// New York's clocks went back on 2 November 2025 and forward on 8 March 2026, inside the longest history.
const now = new Date('2026-04-20T15:00:00Z');

async function reviewedAt(userId: string, instants: Date[]) {
  await t.deps.db
    .insert(flashcardReviewLog)
    .values(instants.map((reviewedAt) => ({ userId, rating: 3, reviewedAt })));
}

/** What the days must be: each instant's local day in the zone, each once. */
const daysOf = (instants: Date[]) => new Set(instants.map((at) => epochDay(localDay(at, zone))));

/** `perDay` reviews on each of `days` days before now, skipping every ninth day; some at local midnight. */
function history(days: number, perDay: number): Date[] {
  const instants: Date[] = [];
  for (let d = 0; d < days; d++) {
    if (d % 9 === 4) continue;
    for (let k = 0; k < perDay; k++)
      instants.push(new Date(now.getTime() - d * DAY - (k * (23 * HOUR)) / perDay));
  }
  // Exactly midnight in New York on 10 March (EDT) and 6 January (EST), and a minute before each.
  for (const midnight of ['2026-03-10T04:00:00Z', '2026-01-06T05:00:00Z']) {
    const at = new Date(midnight);
    instants.push(at, new Date(at.getTime() - 60_000));
  }
  return instants;
}

async function readDays(userId: string) {
  const summary = await dashboardSummary(t.deps.db, { userId, timeZone: zone, now });
  return summary!.reviewDays;
}

describe('study streak days (SPEC §9): every local day with a review, however many reviews', () => {
  it('a typical history, read as one range', async () => {
    const user = await createSignedInUser(t);
    const instants = history(40, 2);
    expect(instants.length).toBeLessThan(RANGE_ROWS);
    await reviewedAt(user.id, instants);
    const days = await readDays(user.id);
    expect(new Set(days)).toEqual(daysOf(instants));
    expect(days).toHaveLength(daysOf(instants).size);
  });

  it('a heavy reviewer: days past the newest reviews are read a day at a time, and none is lost or counted twice', async () => {
    const user = await createSignedInUser(t);
    const instants = history(175, 7);
    expect(instants.length).toBeGreaterThan(2 * RANGE_ROWS);
    await reviewedAt(user.id, instants);
    const other = await createSignedInUser(t);
    await reviewedAt(other.id, [new Date(now.getTime() - 4 * DAY), new Date(now.getTime() - 13 * DAY)]);

    const days = await readDays(user.id);
    expect(new Set(days)).toEqual(daysOf(instants));
    expect(days).toHaveLength(daysOf(instants).size);
    // The flashcards overview counts the same days.
    const today = epochDay(localDay(now, zone));
    const settings = { timeZone: zone, translation: 'WEB', today: localDay(now, zone) };
    expect(await studyStreak({ db: t.deps.db, userId: user.id, settings, now })).toBe(
      forgivingStreakOfDays(daysOf(instants), today).days,
    );
  });

  it('the newest reviews all on one day: the earlier days are still found', async () => {
    const user = await createSignedInUser(t);
    const today = Array.from({ length: RANGE_ROWS }, (_, i) => new Date(now.getTime() - i * 1000));
    const earlier = [2, 3, 5].map((d) => new Date(now.getTime() - d * DAY));
    await reviewedAt(user.id, [...today, ...earlier]);
    expect(new Set(await readDays(user.id))).toEqual(daysOf([...today, ...earlier]));
  });

  it('reviews older than the streak window are left out', async () => {
    const user = await createSignedInUser(t);
    const inside = history(30, 20);
    await reviewedAt(user.id, [...inside, new Date(now.getTime() - 400 * DAY)]);
    expect(new Set(await readDays(user.id))).toEqual(daysOf(inside));
  });
});
