// Supporter feature: the cross references of one verse, previewed in the reader's translation.
import { crossReferencesResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export interface VerseAddress {
  translation: string;
  book: string;
  chapter: number;
  verse: number;
}

export function crossReferencesQueryOptions({ translation, book, chapter, verse }: VerseAddress) {
  const qs = new URLSearchParams({ translation });
  return queryOptions({
    queryKey: ['bible', 'cross-references', translation, book, chapter, verse],
    queryFn: ({ signal }) =>
      apiFetch(`/api/bible/cross-references/${encodeURIComponent(book)}/${chapter}/${verse}?${qs}`, {
        schema: crossReferencesResponse,
        signal,
      }),
    staleTime: 60 * 60_000,
    // 401/403/404 are answers (sign in, supporters only, no such verse), not network trouble.
    retry: (failures, error) => !isApiError(error) || (error.status >= 500 && failures < 1),
  });
}
