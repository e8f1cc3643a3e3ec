// GET /api/search: keyword results for everyone (SPEC §7), cached 30 s like summaries (SPEC §9).
import { keywordSearchResponse, type KeywordSearchResponse } from '@rooted/shared/contracts/search';
import { SEARCH_CACHE_MS } from '@rooted/shared/search/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export function getKeywordResults(query: string, translation: string, signal?: AbortSignal): Promise<KeywordSearchResponse> {
  const params = new URLSearchParams({ q: query, translation });
  return apiFetch(`/api/search?${params}`, { schema: keywordSearchResponse, signal });
}

export const keywordSearchQueryOptions = (query: string, translation: string) =>
  queryOptions({
    queryKey: ['search', 'keyword', query.toLowerCase(), translation] as const,
    queryFn: ({ signal }) => getKeywordResults(query, translation, signal),
    staleTime: SEARCH_CACHE_MS,
  });

export function useKeywordSearch({ query, translation, enabled }: { query: string; translation: string; enabled: boolean }) {
  return useQuery({ ...keywordSearchQueryOptions(query, translation), enabled });
}
