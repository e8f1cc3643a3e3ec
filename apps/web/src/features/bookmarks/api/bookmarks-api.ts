// Calls of /api/bookmarks (supporters only; the server enforces it).
import { bookmarkResponse, bookmarksResponse, type CreateBookmarkRequest } from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api';

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  episode: (userId: string, episodeId: string) => ['bookmarks', userId, episodeId] as const,
};

export const episodeBookmarksQueryOptions = (userId: string, episodeId: string) =>
  queryOptions({
    queryKey: bookmarkKeys.episode(userId, episodeId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/bookmarks?episodeId=${encodeURIComponent(episodeId)}`, {
        schema: bookmarksResponse,
        signal,
      }),
    select: (data) => data.bookmarks,
  });

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: bookmarkKeys.all });

export function useCreateBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookmarkRequest) =>
      apiFetch('/api/bookmarks', { method: 'POST', body, schema: bookmarkResponse }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/bookmarks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => refresh(queryClient),
    onError: (error) => toast.error('Could not delete the bookmark', { description: error.message }),
  });
}
