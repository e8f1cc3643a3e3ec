// GET /api/dashboard with the browser's time zone, so streak days are the user's own days (SPEC §9).
import { dashboardResponse } from '@rooted/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/** SPEC §9: dashboard user-state cache 5 min. */
const DASHBOARD_STALE_MS = 5 * 60_000;

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const dashboardQueryOptions = (timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: ['dashboard', timeZone],
    queryFn: ({ signal }) =>
      apiFetch(`/api/dashboard?timeZone=${encodeURIComponent(timeZone)}`, {
        schema: dashboardResponse,
        signal,
      }),
    staleTime: DASHBOARD_STALE_MS,
  });
