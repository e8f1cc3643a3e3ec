// Cards: create (from a deck page, the Bible reader or a note), edit and delete.
import {
  createFlashcardResponse,
  flashcardResponse,
  type CreateFlashcardRequest,
  type UpdateFlashcardRequest,
} from '@rooted/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { useInvalidateFlashcards } from './decks';

const cardUrl = (cardId: string) => `/api/flashcards/cards/${encodeURIComponent(cardId)}`;

export function useCreateCard() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (body: CreateFlashcardRequest) =>
      apiFetch('/api/flashcards/cards', { method: 'POST', body, schema: createFlashcardResponse }),
    onSuccess: invalidate,
  });
}

export function useUpdateCard() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: ({ cardId, ...body }: UpdateFlashcardRequest & { cardId: string }) =>
      apiFetch(cardUrl(cardId), { method: 'PATCH', body, schema: flashcardResponse }),
    onSuccess: invalidate,
  });
}

export function useDeleteCard() {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: (cardId: string) => apiFetch(cardUrl(cardId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
