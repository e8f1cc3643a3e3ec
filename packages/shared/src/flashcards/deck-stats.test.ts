import { describe, expect, it } from 'vitest';
import { computeDeckStats, SHOWN_RETENTION_RATE } from './deck-stats';

const today = '2025-03-10';

describe('SPEC §3 derived deck stats', () => {
  it('is all zero for an empty deck', () => {
    expect(computeDeckStats([], today)).toEqual({
      totalCards: 0,
      dueToday: 0,
      dueTomorrow: 0,
      totalReviews: 0,
      averageDifficulty: 0,
      retentionRate: 0,
    });
  });

  it('counts overdue and today as due today, exactly tomorrow as due tomorrow', () => {
    const stats = computeDeckStats(
      [
        { nextReviewDate: '2025-03-01', reviewCount: 3, difficulty: 0.3 },
        { nextReviewDate: today, reviewCount: 0, difficulty: 0 },
        { nextReviewDate: '2025-03-11', reviewCount: 1, difficulty: 0.5 },
        { nextReviewDate: '2025-03-12', reviewCount: 2, difficulty: 0.6 },
      ],
      today,
    );
    expect(stats).toMatchObject({ totalCards: 4, dueToday: 2, dueTomorrow: 1, totalReviews: 6 });
  });

  it('averages difficulty over reviewed cards only', () => {
    const stats = computeDeckStats(
      [
        { nextReviewDate: today, reviewCount: 0, difficulty: 0 },
        { nextReviewDate: today, reviewCount: 1, difficulty: 0.3 },
        { nextReviewDate: today, reviewCount: 4, difficulty: 0.6 },
      ],
      today,
    );
    expect(stats.averageDifficulty).toBe(0.45);
  });

  it('SPEC §9: retention rate is fixed at 0.85 once any review exists', () => {
    expect(
      computeDeckStats([{ nextReviewDate: today, reviewCount: 0, difficulty: 0 }], today).retentionRate,
    ).toBe(0);
    expect(
      computeDeckStats([{ nextReviewDate: today, reviewCount: 1, difficulty: 0.5 }], today).retentionRate,
    ).toBe(SHOWN_RETENTION_RATE);
    expect(SHOWN_RETENTION_RATE).toBe(0.85);
  });
});
