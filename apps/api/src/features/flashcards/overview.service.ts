// The /flashcards dashboard: due counts across decks, total reviews, study streak (SPEC §9) and quota.
import { computeDeckStats, type FlashcardsOverviewResponse } from '@rooted/shared';
import { forgivingStreakOfDays, streakToday } from '@rooted/shared/progress/forgiving-streaks';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flashcardDecks as d, flashcardReviewLog as log } from '../../db/schema';
import { cardSummaries } from './decks.service';
import { quotaFor } from './quota.service';
import { reviewDaysOfUser, streakWindowStart } from './review-days';
import type { StudySettings } from './study-settings';

/**
 * SPEC §9 study streak: consecutive local days with any review, forgiving one missed day per ISO week
 * (issue 15, the same rule and the same days as the dashboard: review-days.ts).
 */
export async function studyStreak({
  db,
  userId,
  settings,
  now,
}: {
  db: Db;
  userId: string;
  settings: StudySettings;
  now: Date;
}) {
  const { timeZone } = settings;
  const days = await reviewDaysOfUser(db, { userId, timeZone, windowStart: streakWindowStart(now) });
  return forgivingStreakOfDays(new Set(days), streakToday(now, timeZone)).days;
}

/** The earliest review date after today among the cards (ISO dates compare as text); null when none. */
function firstDueAfter(cards: readonly { nextReviewDate: string }[], today: string): string | null {
  let first: string | null = null;
  for (const { nextReviewDate } of cards) {
    if (nextReviewDate > today && (first === null || nextReviewDate < first)) first = nextReviewDate;
  }
  return first;
}

export async function getOverview(opts: {
  db: Db;
  userId: string;
  isSupporter: boolean;
  settings: StudySettings;
  now: Date;
}): Promise<FlashcardsOverviewResponse> {
  const { db, userId, isSupporter, settings, now } = opts;
  const [summaries, deckCount, totalReviews, streak, quota] = await Promise.all([
    cardSummaries({ db, userId }),
    db.$count(d, eq(d.userId, userId)),
    // Every rating ever given, including those of cards deleted since.
    db.$count(log, eq(log.userId, userId)),
    studyStreak({ db, userId, settings, now }),
    quotaFor({ db, userId, isSupporter, now, timeZone: settings.timeZone }),
  ]);
  const stats = computeDeckStats(summaries, settings.today);
  return {
    today: settings.today,
    totalCards: stats.totalCards,
    deckCount,
    dueToday: stats.dueToday,
    dueTomorrow: stats.dueTomorrow,
    totalReviews,
    studyStreak: streak,
    // When nothing is due today: the first day something is (tomorrow at the earliest).
    nextDueDate: stats.dueToday > 0 ? settings.today : firstDueAfter(summaries, settings.today),
    quota,
  };
}
