// SPEC §1/§9: free users create 5 new flashcards per calendar month; supporters have no limit.
// Review is always unlimited. The month is the user's local calendar month.
import { localDate, monthStart } from './local-date';

export const FREE_MONTHLY_NEW_CARDS = 5;

export interface FlashcardQuota {
  unlimited: boolean;
  limit: number | null;
  used: number;
  remaining: number | null;
}

export function flashcardQuota(options: { isSupporter: boolean; createdThisMonth: number }): FlashcardQuota {
  const { isSupporter, createdThisMonth } = options;
  if (isSupporter) return { unlimited: true, limit: null, used: createdThisMonth, remaining: null };
  return {
    unlimited: false,
    limit: FREE_MONTHLY_NEW_CARDS,
    used: createdThisMonth,
    remaining: Math.max(0, FREE_MONTHLY_NEW_CARDS - createdThisMonth),
  };
}

export function canCreateFlashcard(quota: FlashcardQuota): boolean {
  return quota.unlimited || (quota.remaining ?? 0) > 0;
}

/** The first local day of the month containing `now`, as 'YYYY-MM-DD'. */
export function quotaMonthStart(now: Date, timeZone: string): string {
  return monthStart(localDate(now, timeZone));
}
