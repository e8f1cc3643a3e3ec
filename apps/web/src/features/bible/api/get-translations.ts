// The visible translations and the default one (SPEC §7, §9: default-translation cache 1 h).
import { translationsResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const ONE_HOUR = 60 * 60_000;

export const translationsQueryOptions = queryOptions({
  queryKey: ['bible', 'translations'],
  queryFn: ({ signal }) => apiFetch('/api/bible/translations', { schema: translationsResponse, signal }),
  staleTime: ONE_HOUR,
  gcTime: ONE_HOUR,
});
