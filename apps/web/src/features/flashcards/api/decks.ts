// Decks: list, one deck with its cards, and create / rename / delete.
import {
  deckDetailResponse,
  deckResponse,
  decksResponse,
  type CreateDeckRequest,
  type UpdateDeckRequest,
} from '@rooted/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';
import { flashcardKeys } from './keys';

const deckUrl = (deckId: string) => `/api/flashcards/decks/${encodeURIComponent(deckId)}`;

export const decksQueryOptions = () =>
  queryOptions({
    queryKey: flashcardKeys.decks(),
    queryFn: ({ signal }) => apiFetch('/api/flashcards/decks', { schema: decksResponse, signal }),
    staleTime: 30_000,
  });

export const deckQueryOptions = (deckId: string) =>
  queryOptions({
    queryKey: flashcardKeys.deck(deckId),
    queryFn: ({ signal }) => apiFetch(deckUrl(deckId), { schema: deckDetailResponse, signal }),
    staleTime: 30_000,
    // A missing deck stays missing: no retry on 404.
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });

export const useDecks = (enabled = true) => useQuery({ ...decksQueryOptions(), enabled });
export const useDeck = (deckId: string) => useQuery(deckQueryOptions(deckId));

/** After any write, every flashcard view may be stale (counts, lists, the queue). */
export function useInvalidateFlashcards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
}

export function useCreateDeck() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (body: CreateDeckRequest) =>
      apiFetch('/api/flashcards/decks', { method: 'POST', body, schema: deckResponse }),
    onSuccess: invalidate,
  });
}

export function useUpdateDeck() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: ({ deckId, ...body }: UpdateDeckRequest & { deckId: string }) =>
      apiFetch(deckUrl(deckId), { method: 'PATCH', body, schema: deckResponse }),
    onSuccess: invalidate,
  });
}

export function useDeleteDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deckId: string) => apiFetch(deckUrl(deckId), { method: 'DELETE' }),
    onSuccess: (_data, deckId) => {
      // The deleted deck's own query must not refetch into a 404 while its page is leaving.
      queryClient.removeQueries({ queryKey: flashcardKeys.deck(deckId) });
      return queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    },
  });
}
