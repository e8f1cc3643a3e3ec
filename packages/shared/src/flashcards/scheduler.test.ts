import { describe, expect, it } from 'vitest';
import { daysBetween } from './local-date';
import { localDay } from '../progress/streaks';
import {
  daysSinceLastReview,
  DIFFICULTY_BY_RATING,
  formatInterval,
  previewIntervals,
  reviewIntervalDays,
  scheduleReview,
  type StudyRating,
} from './scheduler';

describe('SPEC §9 review interval from n, the days since the last review', () => {
  // [n, Again, Hard, Good, Easy]
  it.each([
    [0, 1, 1, 1, 3], // n=0: Again, Hard, Good 1; Easy 3
    [1, 1, 1, 1, 2], // Hard floor(0.6)=0 -> min 1; Good floor(1.5)=1; Easy floor(2.5)=2
    [2, 1, 1, 3, 5], // Hard floor(1.2)=1; Good floor(3); Easy floor(5)
    [3, 1, 1, 4, 7], // Hard floor(1.8)=1; Good floor(4.5)=4; Easy floor(7.5)=7
    [4, 1, 2, 6, 10], // Hard floor(2.4)=2
    [5, 1, 3, 7, 12], // Good floor(7.5)=7; Easy floor(12.5)=12
    [10, 1, 6, 15, 25],
    [33, 1, 19, 49, 82], // floors of 19.8, 49.5, 82.5
  ])('n=%i: Again %i, Hard %i, Good %i, Easy %i', (n, again, hard, good, easy) => {
    expect([1, 2, 3, 4].map((r) => reviewIntervalDays(r as StudyRating, n))).toEqual([
      again,
      hard,
      good,
      easy,
    ]);
  });

  it('Easy never schedules less than 2 days once reviewed before (minimum of max(2, …))', () => {
    expect(reviewIntervalDays(4, 0.5)).toBe(2);
    expect(reviewIntervalDays(4, 1)).toBe(2);
  });
});

describe('SPEC §9 stored values after a rating', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const fresh = { lastReviewedAt: null, reviewCount: 0, stability: 0 };

  it.each([
    [1, 0.3],
    [2, 0.4],
    [3, 0.5],
    [4, 0.6],
  ] as const)('rating %i stores difficulty %d', (rating, difficulty) => {
    expect(scheduleReview({ state: fresh, rating, now, timeZone: 'UTC' }).difficulty).toBe(difficulty);
    expect(DIFFICULTY_BY_RATING[rating]).toBe(difficulty);
  });

  it('raises stability by 0.1 per review, sets retrievability 1 and counts the review', () => {
    const first = scheduleReview({ state: fresh, rating: 3, now, timeZone: 'UTC' });
    expect(first).toMatchObject({ stability: 0.1, retrievability: 1, reviewCount: 1, lastReviewedAt: now });
    let state = {
      lastReviewedAt: first.lastReviewedAt,
      reviewCount: first.reviewCount,
      stability: first.stability,
    };
    for (let i = 0; i < 9; i++) {
      const next = scheduleReview({ state, rating: 3, now, timeZone: 'UTC' });
      state = {
        lastReviewedAt: next.lastReviewedAt,
        reviewCount: next.reviewCount,
        stability: next.stability,
      };
    }
    expect(state).toMatchObject({ stability: 1, reviewCount: 10 });
  });

  it('a first Good is due tomorrow; a first Easy in 3 days', () => {
    expect(scheduleReview({ state: fresh, rating: 3, now, timeZone: 'UTC' }).nextReviewDate).toBe(
      '2025-03-11',
    );
    expect(scheduleReview({ state: fresh, rating: 4, now, timeZone: 'UTC' }).nextReviewDate).toBe(
      '2025-03-13',
    );
  });

  it('counts n from the last review in calendar days, and Good after 4 days gives 6', () => {
    const state = { lastReviewedAt: new Date('2025-03-06T20:00:00Z'), reviewCount: 2, stability: 0.2 };
    const r = scheduleReview({ state, rating: 3, now, timeZone: 'UTC' });
    expect(r.intervalDays).toBe(6);
    expect(r.nextReviewDate).toBe('2025-03-16');
  });

  it('next_review_date is a date in the user time zone', () => {
    // 23:30 in New York on 9 March is already 10 March in UTC.
    const late = new Date('2025-03-10T03:30:00Z');
    expect(
      scheduleReview({ state: fresh, rating: 3, now: late, timeZone: 'America/New_York' }).nextReviewDate,
    ).toBe('2025-03-10');
    expect(scheduleReview({ state: fresh, rating: 3, now: late, timeZone: 'UTC' }).nextReviewDate).toBe(
      '2025-03-11',
    );
    // Late evening then next morning in Tokyo is one local day apart: n=1.
    const evening = new Date('2025-03-09T14:00:00Z'); // 23:00 JST
    const morning = new Date('2025-03-09T23:00:00Z'); // 08:00 JST next day
    expect(previewIntervals({ lastReviewedAt: evening, now: morning, timeZone: 'Asia/Tokyo' })).toEqual({
      1: 1,
      2: 1,
      3: 1,
      4: 2,
    });
    expect(previewIntervals({ lastReviewedAt: evening, now: morning, timeZone: 'UTC' })).toEqual({
      1: 1,
      2: 1,
      3: 1,
      4: 3,
    });
  });

  it('in UTC counts calendar days as the zone-aware path does, over 60 years of instants', () => {
    // daysSinceLastReview has a UTC fast path (day numbers since 1970); the general path formats days.
    const now = new Date('2026-11-26T00:00:30Z');
    for (let ms = Date.UTC(1966, 0, 1); ms < now.getTime(); ms += 86_400_000 * 3.7 + 61_001) {
      const last = new Date(ms);
      const expected = Math.max(0, daysBetween(localDay(last, 'Etc/UTC'), localDay(now, 'Etc/UTC')));
      expect(daysSinceLastReview(last, now, 'UTC')).toBe(expected);
    }
    // Just before and just after midnight are one day apart, however few seconds separate them.
    expect(daysSinceLastReview(new Date('2026-11-25T23:59:59.999Z'), now, 'UTC')).toBe(1);
    expect(daysSinceLastReview(new Date('2026-11-26T00:00:00Z'), now, 'UTC')).toBe(0);
    // A review stamped after now (clock skew between devices) counts as today.
    expect(daysSinceLastReview(new Date('2026-11-27T10:00:00Z'), now, 'UTC')).toBe(0);
  });

  it('labels intervals for the study buttons', () => {
    expect(formatInterval(1)).toBe('1 day');
    expect(formatInterval(3)).toBe('3 days');
  });
});
