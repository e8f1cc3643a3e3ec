import { describe, expect, it } from 'vitest';
import { canCreateFlashcard, flashcardQuota, FREE_MONTHLY_NEW_CARDS, quotaMonthStart } from './quota';

describe('SPEC §1/§9 free flashcard quota: 5 new cards per calendar month, supporters unlimited', () => {
  it('allows a free user 5 cards a month', () => {
    expect(FREE_MONTHLY_NEW_CARDS).toBe(5);
    expect(canCreateFlashcard(flashcardQuota({ isSupporter: false, createdThisMonth: 4 }))).toBe(true);
    expect(flashcardQuota({ isSupporter: false, createdThisMonth: 4 }).remaining).toBe(1);
    expect(canCreateFlashcard(flashcardQuota({ isSupporter: false, createdThisMonth: 5 }))).toBe(false);
    expect(flashcardQuota({ isSupporter: false, createdThisMonth: 7 }).remaining).toBe(0);
  });

  it('never limits a supporter', () => {
    const quota = flashcardQuota({ isSupporter: true, createdThisMonth: 500 });
    expect(quota).toEqual({ unlimited: true, limit: null, used: 500, remaining: null });
    expect(canCreateFlashcard(quota)).toBe(true);
  });

  it('starts the month on the first local day of the user', () => {
    const instant = new Date('2025-04-01T02:00:00Z'); // still 31 March in Los Angeles
    expect(quotaMonthStart(instant, 'UTC')).toBe('2025-04-01');
    expect(quotaMonthStart(instant, 'America/Los_Angeles')).toBe('2025-03-01');
  });
});
