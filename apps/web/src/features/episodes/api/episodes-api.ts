// Calls of /api/episodes. Keys start with 'episodes' so progress and admin edits refresh them.
import { episodeDetailResponse, episodeListResponse, transcriptResponse, type EpisodeUpdateRequest } from '@rooted/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export const EPISODES_PAGE_SIZE = 20;

export const episodeKeys = {
  all: ['episodes'] as const,
  list: (q: string, page: number) => ['episodes', 'list', q, page] as const,
  detail: (id: string) => ['episodes', 'detail', id] as const,
  transcript: (id: string) => ['episodes', 'transcript', id] as const,
};

const episodeUrl = (id: string) => `/api/episodes/${encodeURIComponent(id)}`;
const retryUnless404 = (failures: number, error: unknown) => !isApiError(error, 404) && failures < 1;

export const episodesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: episodeKeys.list(q, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(EPISODES_PAGE_SIZE) });
      if (q) params.set('q', q);
      return apiFetch(`/api/episodes?${params}`, { schema: episodeListResponse, signal });
    },
    // While typing, the previous results stay on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export const episodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: episodeKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(episodeUrl(id), { schema: episodeDetailResponse, signal }),
    retry: retryUnless404,
  });

/** Full text or snippets depending on who asks (SPEC §1): refetched when the session changes. */
export const transcriptQueryOptions = (id: string, viewerKey: string) =>
  queryOptions({
    queryKey: [...episodeKeys.transcript(id), viewerKey] as const,
    queryFn: ({ signal }) => apiFetch(`${episodeUrl(id)}/transcript`, { schema: transcriptResponse, signal }),
    retry: retryUnless404,
  });

/** Admin: save an episode's outline, questions, summary and chapters. */
export function useUpdateEpisode(episodeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EpisodeUpdateRequest) => apiFetch(episodeUrl(episodeId), { method: 'PATCH', body: changes }),
    onSuccess: () => Promise.all(['episodes', 'series', 'podcasts'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
