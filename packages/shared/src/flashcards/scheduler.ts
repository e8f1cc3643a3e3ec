// The spaced-repetition schedule of SPEC §9, in one place. The server applies it; the web only shows
// the intervals it returns, so a client can never choose its own dates.
import { addDays, daysBetween, localDate, utcDayNumber } from './local-date';

/** SPEC §4 rating scale. Manual (0) is not a study answer: it marks a review set by hand. */
export const RATING = { Manual: 0, Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;
export type Rating = (typeof RATING)[keyof typeof RATING];
export type StudyRating = 1 | 2 | 3 | 4;
export const STUDY_RATINGS: readonly StudyRating[] = [1, 2, 3, 4];
export const RATING_LABELS: Record<StudyRating, 'Again' | 'Hard' | 'Good' | 'Easy'> = {
  1: 'Again',
  2: 'Hard',
  3: 'Good',
  4: 'Easy',
};

/** SPEC §9: difficulty stored for each rating (the latest rating wins; it is not accumulated). */
export const DIFFICULTY_BY_RATING: Record<StudyRating, number> = { 1: 0.3, 2: 0.4, 3: 0.5, 4: 0.6 };
/** SPEC §9: stability rises by 0.1 with every review. */
export const STABILITY_STEP = 0.1;
/** SPEC §9: retrievability is set to 1 after a review. */
export const RETRIEVABILITY_AFTER_REVIEW = 1;

/**
 * SPEC §9 interval in days from n, the days since the last review.
 * n=0 (never reviewed, or already reviewed today): Again, Hard, Good 1; Easy 3.
 * n>0: Again 1; Hard max(1, floor(0.6n)); Good max(1, floor(1.5n)); Easy max(2, floor(2.5n)).
 */
export function reviewIntervalDays(rating: StudyRating, n: number): number {
  if (n <= 0) return rating === 4 ? 3 : 1;
  switch (rating) {
    case 1:
      return 1;
    case 2:
      return Math.max(1, Math.floor(0.6 * n));
    case 3:
      return Math.max(1, Math.floor(1.5 * n));
    case 4:
      return Math.max(2, Math.floor(2.5 * n));
  }
}

export interface ReviewState {
  lastReviewedAt: Date | null;
  reviewCount: number;
  stability: number;
}

export interface ScheduledReview {
  difficulty: number;
  stability: number;
  retrievability: number;
  nextReviewDate: string;
  reviewCount: number;
  lastReviewedAt: Date;
  intervalDays: number;
}

/**
 * Days since the last review, counted in the user's calendar days: a card reviewed last night and again
 * this morning has n=1, as the user experiences it. Never reviewed: 0.
 */
export function daysSinceLastReview(lastReviewedAt: Date | null, now: Date, timeZone: string): number {
  if (!lastReviewedAt) return 0;
  // In UTC, the default zone, a calendar day is a whole number of days since the epoch: no date strings to
  // format and parse again for each card of a study queue (issue 13: 1.8 µs a card, about 3% of a due-cards
  // request, most of it toISOString).
  if (timeZone === 'UTC') return Math.max(0, utcDayNumber(now) - utcDayNumber(lastReviewedAt));
  return Math.max(0, daysBetween(localDate(lastReviewedAt, timeZone), localDate(now, timeZone)));
}

/** The new review row after a rating (SPEC §9), with next_review_date as a date in the user's zone. */
export function scheduleReview(options: {
  state: ReviewState;
  rating: StudyRating;
  now: Date;
  timeZone: string;
}): ScheduledReview {
  const { state, rating, now, timeZone } = options;
  const intervalDays = reviewIntervalDays(rating, daysSinceLastReview(state.lastReviewedAt, now, timeZone));
  return {
    difficulty: DIFFICULTY_BY_RATING[rating],
    // Rounded so that ten steps of 0.1 give 1, not 0.9999999999999999.
    stability: Math.round((state.stability + STABILITY_STEP) * 1000) / 1000,
    retrievability: RETRIEVABILITY_AFTER_REVIEW,
    nextReviewDate: addDays(localDate(now, timeZone), intervalDays),
    reviewCount: state.reviewCount + 1,
    lastReviewedAt: now,
    intervalDays,
  };
}

/** What each study button would schedule now, for the labels on the buttons. */
export function previewIntervals(options: {
  lastReviewedAt: Date | null;
  now: Date;
  timeZone: string;
}): Record<StudyRating, number> {
  const n = daysSinceLastReview(options.lastReviewedAt, options.now, options.timeZone);
  return {
    1: reviewIntervalDays(1, n),
    2: reviewIntervalDays(2, n),
    3: reviewIntervalDays(3, n),
    4: reviewIntervalDays(4, n),
  };
}

/** '1 day', '3 days': the label under a study button. */
export function formatInterval(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
