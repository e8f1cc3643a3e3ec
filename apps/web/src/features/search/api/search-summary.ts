// POST /api/search/summary, the generate-search-summary call (SPEC §7). Keyed by the normalised query
// (SPEC §4: the same query is not fetched again) and cached 30 s (SPEC §9). Errors become SPEC §8 alerts.
import { summaryResponse, type SummaryResponse } from '@rooted/shared/contracts/search';
import { SEARCH_CACHE_MS } from '@rooted/shared/search/constants';
import { cleanSummaryQuery, summaryCacheKey } from '@rooted/shared/search/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export function getSearchSummary(searchQuery: string, translation: string, signal?: AbortSignal): Promise<SummaryResponse> {
  return apiFetch('/api/search/summary', {
    method: 'POST',
    body: { searchQuery: cleanSummaryQuery(searchQuery), translation },
    schema: summaryResponse,
    signal,
  });
}

export const searchSummaryQueryOptions = (query: string, translation: string, userId: string | null) =>
  queryOptions({
    // The user is part of the key: a new user never sees another user's answer (SPEC §4).
    queryKey: ['search', 'summary', userId, summaryCacheKey(query), translation] as const,
    queryFn: ({ signal }) => getSearchSummary(query, translation, signal),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    // A failed answer is shown as an alert, not retried behind the user's back (429 would only get worse).
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSearchSummary({ query, translation, userId, enabled }: { query: string; translation: string; userId: string | null; enabled: boolean }) {
  return useQuery({ ...searchSummaryQueryOptions(query, translation, userId), enabled });
}
