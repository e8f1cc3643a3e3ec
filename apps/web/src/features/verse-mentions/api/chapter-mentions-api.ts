// GET /api/verse-mentions/{book}/{chapter}: which episodes discuss each verse of a chapter (issue 15).
// One request per chapter; every verse's badge reads its own part of the cached answer.
import { chapterMentionsResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** `viewerKey`: admins also see hidden podcasts' episodes, so the answer depends on who asks. */
export const chapterMentionsQueryOptions = (book: string, chapter: number, viewerKey: string) =>
  queryOptions({
    queryKey: ['verse-mentions', book, chapter, viewerKey] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/verse-mentions/${encodeURIComponent(book)}/${chapter}`, { schema: chapterMentionsResponse, signal }),
  });
