// Study: the queue of due cards and rating one. The server computes every date.
import { reviewResponse, studyResponse, type StudyRating } from '@rooted/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';
import { flashcardKeys } from './keys';

export const studyQueryOptions = (deckId: string | null) =>
  queryOptions({
    queryKey: flashcardKeys.study(deckId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/flashcards/study${deckId ? `?deckId=${encodeURIComponent(deckId)}` : ''}`, {
        schema: studyResponse,
        signal,
      }),
    // A session works on the queue it started with; a new visit always asks again.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });

export const useStudyQueue = (deckId: string | null) => useQuery(studyQueryOptions(deckId));

export function useReviewCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: StudyRating }) =>
      apiFetch(`/api/flashcards/cards/${encodeURIComponent(cardId)}/review`, {
        method: 'POST',
        body: { rating },
        schema: reviewResponse,
      }),
    // Counts elsewhere refresh; the running session's queue does not, so cards do not jump around.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flashcardKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: flashcardKeys.decks() }),
        queryClient.invalidateQueries({ queryKey: [...flashcardKeys.all, 'deck'] }),
      ]),
  });
}
