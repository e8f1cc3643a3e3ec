// Calls of /api/podcasts. Keys start with 'podcasts' so progress changes refresh them (progress feature).
import {
  episodeListResponse,
  feedImportResult,
  podcastDetailResponse,
  podcastListenResponse,
  podcastListResponse,
  type PodcastUpdateRequest,
} from '@rooted/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, isApiError } from '@/lib/api';

export const podcastKeys = {
  all: ['podcasts'] as const,
  list: () => ['podcasts', 'list'] as const,
  detail: (name: string) => ['podcasts', 'detail', name] as const,
  episodes: (name: string, page: number) => ['podcasts', 'episodes', name, page] as const,
  listen: (name: string) => ['podcasts', 'listen', name] as const,
};

const podcastUrl = (name: string) => `/api/podcasts/${encodeURIComponent(name)}`;
// A missing (or hidden) podcast stays missing: no retry on 404.
const retryUnless404 = (failures: number, error: unknown) => !isApiError(error, 404) && failures < 1;

export const podcastsQueryOptions = () =>
  queryOptions({
    queryKey: podcastKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/podcasts', { schema: podcastListResponse, signal }),
  });

export const podcastQueryOptions = (name: string) =>
  queryOptions({
    queryKey: podcastKeys.detail(name),
    queryFn: ({ signal }) => apiFetch(podcastUrl(name), { schema: podcastDetailResponse, signal }),
    retry: retryUnless404,
  });

export const PODCAST_EPISODES_PAGE_SIZE = 20;
export const podcastEpisodesQueryOptions = (name: string, page: number) =>
  queryOptions({
    queryKey: podcastKeys.episodes(name, page),
    queryFn: ({ signal }) =>
      apiFetch(`${podcastUrl(name)}/episodes?page=${page}&pageSize=${PODCAST_EPISODES_PAGE_SIZE}`, { schema: episodeListResponse, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnless404,
  });

/** Where "listen" starts for this user: never cached, it changes with every episode played. */
export const podcastListenQueryOptions = (name: string) =>
  queryOptions({
    queryKey: podcastKeys.listen(name),
    queryFn: ({ signal }) => apiFetch(`${podcastUrl(name)}/listen`, { schema: podcastListenResponse, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retryUnless404,
  });

export const usePodcasts = () => useQuery(podcastsQueryOptions());
export const usePodcast = (name: string) => useQuery(podcastQueryOptions(name));

const updated = z.object({ podcast: z.object({ id: z.string(), name: z.string(), slug: z.string() }) });

/** Admin: save a podcast's details. Every catalog view may change (name, status, order). */
export function useUpdatePodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ podcastId, ...body }: PodcastUpdateRequest & { podcastId: string }) =>
      apiFetch(`/api/podcasts/${podcastId}`, { method: 'PATCH', body, schema: updated }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

/** Admin: fetch the podcast's feed now. */
export function useRefreshPodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (podcastId: string) => apiFetch(`/api/podcasts/${podcastId}/refresh`, { method: 'POST', schema: feedImportResult }),
    onSettled: () => invalidateCatalog(queryClient),
  });
}

export type FeedImportInput = { feedUrl: string; podcastName?: string } | { file: File; podcastName?: string };

/** Admin: add or update a podcast from its feed, by URL or by uploading the feed file. */
export function useImportFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedImportInput) => {
      if ('file' in input) {
        const form = new FormData();
        form.set('file', input.file);
        if (input.podcastName) form.set('podcastName', input.podcastName);
        return apiFetch('/api/podcasts/import', { method: 'POST', body: form, schema: feedImportResult });
      }
      return apiFetch('/api/podcasts/import', { method: 'POST', body: input, schema: feedImportResult });
    },
    onSettled: () => invalidateCatalog(queryClient),
  });
}

function invalidateCatalog(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(['podcasts', 'series', 'episodes'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}
