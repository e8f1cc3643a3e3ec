// Calls of /api/recaps.
import { recapDetailResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api';

export const recapQueryOptions = (recapId: string, translation: string) =>
  queryOptions({
    queryKey: ['recaps', recapId, translation],
    queryFn: ({ signal }) =>
      apiFetch(`/api/recaps/${encodeURIComponent(recapId)}?translation=${encodeURIComponent(translation)}`, {
        schema: recapDetailResponse,
        signal,
      }),
    retry: (count, error) => !isApiError(error, 404) && count < 1,
  });
