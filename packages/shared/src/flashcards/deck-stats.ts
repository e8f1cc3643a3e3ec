// SPEC §3 derived deck stats, computed from each card's review row.
import { addDays } from './local-date';

/** SPEC §9: the retention rate is shown fixed at 0.85 once any review exists (0 before). */
export const SHOWN_RETENTION_RATE = 0.85;

export interface CardReviewSummary {
  nextReviewDate: string;
  reviewCount: number;
  difficulty: number;
}

export interface DeckStats {
  totalCards: number;
  /** Due today, including overdue cards (next_review_date on or before today). */
  dueToday: number;
  /** Falling due exactly tomorrow. */
  dueTomorrow: number;
  totalReviews: number;
  /** Mean stored difficulty of cards reviewed at least once; 0 when none has been. */
  averageDifficulty: number;
  retentionRate: number;
}

export function computeDeckStats(cards: readonly CardReviewSummary[], today: string): DeckStats {
  const tomorrow = addDays(today, 1);
  let dueToday = 0;
  let dueTomorrow = 0;
  let totalReviews = 0;
  let difficultySum = 0;
  let reviewed = 0;
  for (const card of cards) {
    if (card.nextReviewDate <= today) dueToday++;
    else if (card.nextReviewDate === tomorrow) dueTomorrow++;
    totalReviews += card.reviewCount;
    // A never-reviewed card has no difficulty yet; counting its 0 would make every new deck look easy.
    if (card.reviewCount > 0) {
      difficultySum += card.difficulty;
      reviewed++;
    }
  }
  return {
    totalCards: cards.length,
    dueToday,
    dueTomorrow,
    totalReviews,
    averageDifficulty: reviewed ? Math.round((difficultySum / reviewed) * 1000) / 1000 : 0,
    retentionRate: totalReviews > 0 ? SHOWN_RETENTION_RATE : 0,
  };
}
