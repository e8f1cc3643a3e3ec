// POST /api/series/{id}/verse-deck: a new deck with one card per verse the series discusses (issue 15).
import { seriesDeckResponse } from '@rooted/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { useInvalidateFlashcards } from './decks';

export function useMakeSeriesDeck(seriesId: string) {
  const invalidate = useInvalidateFlashcards();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/series/${encodeURIComponent(seriesId)}/verse-deck`, { method: 'POST', schema: seriesDeckResponse }),
    onSuccess: () => void invalidate(),
  });
}
