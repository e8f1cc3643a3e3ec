// Calls of /api/series, plus the two podcast lists the series editor needs (same keys as the podcasts
// feature, so the cache is shared).
import {
  episodeOptionsResponse,
  podcastListResponse,
  seriesDetailResponse,
  seriesEditorResponse,
  seriesListResponse,
  type SeriesSaveRequest,
} from '@rooted/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, isApiError } from '@/lib/api';

export const seriesKeys = {
  all: ['series'] as const,
  list: () => ['series', 'list'] as const,
  detail: (id: string) => ['series', 'detail', id] as const,
  editor: (id: string) => ['series', 'editor', id] as const,
};

const seriesUrl = (id: string) => `/api/series/${encodeURIComponent(id)}`;
const retryUnless404 = (failures: number, error: unknown) => !isApiError(error, 404) && failures < 1;

export const seriesListQueryOptions = () =>
  queryOptions({
    queryKey: seriesKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/series', { schema: seriesListResponse, signal }),
  });

/** Carries the user's progress per episode: refetched when the page is visited again. */
export const seriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seriesKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(seriesUrl(id), { schema: seriesDetailResponse, signal }),
    staleTime: 0,
    retry: retryUnless404,
  });

export const seriesEditorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: seriesKeys.editor(id),
    queryFn: ({ signal }) => apiFetch(`${seriesUrl(id)}/editor`, { schema: seriesEditorResponse, signal }),
    staleTime: 0,
    // The form is filled once; a background refetch must not look like it could undo typing.
    refetchOnWindowFocus: false,
    retry: retryUnless404,
  });

export const podcastChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['podcasts', 'list'] as const,
    queryFn: ({ signal }) => apiFetch('/api/podcasts', { schema: podcastListResponse, signal }),
  });

export const episodeOptionsQueryOptions = (podcastId: string) =>
  queryOptions({
    queryKey: ['podcasts', 'episode-options', podcastId] as const,
    queryFn: ({ signal }) => apiFetch(`/api/podcasts/${podcastId}/episode-options`, { schema: episodeOptionsResponse, signal }),
    staleTime: 0,
  });

const saved = z.object({ id: z.string() });

function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () => Promise.all(['series', 'podcasts', 'episodes'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/** Admin: create (no id) or replace a series with its episodes and recaps. */
export function useSaveSeries() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: ({ seriesId, ...body }: SeriesSaveRequest & { seriesId?: string }) =>
      seriesId
        ? apiFetch(seriesUrl(seriesId), { method: 'PUT', body, schema: saved })
        : apiFetch('/api/series', { method: 'POST', body, schema: saved }),
    onSuccess: invalidate,
  });
}

export function useDeleteSeries() {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (seriesId: string) => apiFetch<void>(seriesUrl(seriesId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
