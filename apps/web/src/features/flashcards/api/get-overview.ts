// GET /api/flashcards/overview: due counts, total reviews, study streak and the monthly quota.
import { flashcardsOverviewResponse } from '@rooted/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { flashcardKeys } from './keys';

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: flashcardKeys.overview(),
    queryFn: ({ signal }) =>
      apiFetch('/api/flashcards/overview', { schema: flashcardsOverviewResponse, signal }),
    // Due counts change with the clock and with study in other tabs: keep them fresh.
    staleTime: 30_000,
  });

export const useOverview = (enabled = true) => useQuery({ ...overviewQueryOptions(), enabled });
