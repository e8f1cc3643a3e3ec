// GET /api/episodes/{id}/verses: the episode's verse timeline (issue 15). The key starts with 'episodes'
// so an admin edit of the summary or outline, which invalidates every episode query, refreshes it too.
import { episodeVersesResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export const episodeVersesQueryOptions = (id: string, viewerKey: string) =>
  queryOptions({
    queryKey: ['episodes', 'verses', id, viewerKey] as const,
    queryFn: ({ signal }) => apiFetch(`/api/episodes/${encodeURIComponent(id)}/verses`, { schema: episodeVersesResponse, signal }),
    retry: (failures, error) => !isApiError(error, 404) && failures < 1,
  });
