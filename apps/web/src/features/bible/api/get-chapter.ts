// One chapter in one call: verses with layout flags plus previous/next navigation.
import { chapterResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

const seg = encodeURIComponent;

export function chapterQueryOptions({ translation, book, chapter }: { translation: string; book: string; chapter: number }) {
  return queryOptions({
    queryKey: ['bible', 'chapter', translation, book, chapter],
    queryFn: ({ signal }) =>
      apiFetch(`/api/bible/${seg(translation)}/${seg(book)}/${chapter}`, { schema: chapterResponse, signal }),
    // Scripture does not change while a tab is open.
    staleTime: Infinity,
    // A 404 is an answer, not a hiccup: show it at once instead of retrying.
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });
}
