// Calls of /api/topics.
import { topicDetailResponse, topicsResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export const topicsQueryOptions = queryOptions({
  queryKey: ['topics'],
  queryFn: ({ signal }) => apiFetch('/api/topics', { schema: topicsResponse, signal }),
  select: (data) => data.topics,
});

/** `viewerKey` changes with the user and their tier: premium topics answer differently per viewer. */
export const topicQueryOptions = (topicId: string, translation: string, viewerKey: string) =>
  queryOptions({
    queryKey: ['topics', topicId, translation, viewerKey],
    queryFn: ({ signal }) =>
      apiFetch(`/api/topics/${encodeURIComponent(topicId)}?translation=${encodeURIComponent(translation)}`, {
        schema: topicDetailResponse,
        signal,
      }),
    // A 403 or 404 will not change on retry.
    retry: (count, error) => !isApiError(error, 403) && !isApiError(error, 404) && count < 1,
  });
