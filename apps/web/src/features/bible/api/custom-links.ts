// Supporter feature: the user's own verse links in a chapter, and creating, editing and deleting them.
import {
  customVerseLink,
  customVerseLinksResponse,
  type CreateCustomVerseLinkRequest,
} from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

const linkResponse = z.object({ link: customVerseLink });
const chapterKey = (book: string, chapter: number) => ['bible', 'links', book, chapter] as const;

export function customLinksQueryOptions({ translation, book, chapter, enabled }: { translation: string; book: string; chapter: number; enabled: boolean }) {
  const qs = new URLSearchParams({ book, chapter: String(chapter), translation });
  return queryOptions({
    queryKey: [...chapterKey(book, chapter), translation],
    queryFn: ({ signal }) => apiFetch(`/api/bible/links?${qs}`, { schema: customVerseLinksResponse, signal }),
    enabled,
    retry: false,
  });
}

/** Create, edit and delete links from verses of one chapter; each refreshes that chapter's list. */
export function useCustomLinkMutations({ translation, book, chapter }: { translation: string; book: string; chapter: number }) {
  const queryClient = useQueryClient();
  const qs = `?translation=${encodeURIComponent(translation)}`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: chapterKey(book, chapter) });
  return {
    create: useMutation({
      mutationFn: (body: CreateCustomVerseLinkRequest) =>
        apiFetch(`/api/bible/links${qs}`, { method: 'POST', body, schema: linkResponse }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, note }: { id: string; note: string }) =>
        apiFetch(`/api/bible/links/${encodeURIComponent(id)}${qs}`, { method: 'PATCH', body: { note }, schema: linkResponse }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch(`/api/bible/links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
