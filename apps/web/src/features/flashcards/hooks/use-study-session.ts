// One study session over the due queue: show the prompt, reveal, rate, next. The queue is fetched once
// and worked through in order; when it runs out it is fetched again, so a second batch (or cards that
// fell due meanwhile) continue the session and otherwise the 'nothing due' state shows.
import type { StudyCard, StudyRating } from '@rooted/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useReviewCard, useStudyQueue } from '../api/study';

export interface LastRated {
  reference: string;
  nextReviewDate: string;
  today: string;
}

export function useStudySession(deckId: string | null) {
  const queue = useStudyQueue(deckId);
  const review = useReviewCard();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [lastRated, setLastRated] = useState<LastRated | null>(null);

  const cards = queue.data?.cards ?? [];
  const card: StudyCard | null = queue.isFetching ? null : (cards[index] ?? null);

  const rate = (rating: StudyRating) => {
    if (!card || !revealed || review.isPending) return;
    review.mutate(
      { cardId: card.id, rating },
      {
        onSuccess: (result) => {
          setLastRated({
            reference: card.reference,
            nextReviewDate: result.review.nextReviewDate,
            today: result.today,
          });
          setReviewed((n) => n + 1);
          setRevealed(false);
          if (index + 1 < cards.length) setIndex(index + 1);
          else {
            setIndex(0);
            void queue.refetch();
          }
        },
        onError: (e) => toast.error('Could not save your rating', { description: e.message }),
      },
    );
  };

  return {
    queue,
    card,
    position: index + 1,
    total: cards.length,
    revealed,
    reveal: () => setRevealed(true),
    rate,
    rating: review.isPending,
    reviewed,
    lastRated,
  };
}
