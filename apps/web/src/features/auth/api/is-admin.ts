// SPEC §6: the admin check, cached 5 minutes per user, one retry, and "not admin" on any error.
import { isAdminResponse } from '@rooted/shared/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

const FIVE_MINUTES = 5 * 60_000;

export function isAdminQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['auth', 'is-admin', userId ?? null],
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch('/api/auth/is-admin', { schema: isAdminResponse, signal })).isAdmin;
      } catch (error) {
        if (signal.aborted) throw error;
        return false;
      }
    },
    enabled: Boolean(userId),
    staleTime: FIVE_MINUTES,
    retry: 1,
  });
}

/** `isLoading` is true while the check runs; visitors are never admins. */
export function useIsAdmin(userId: string | undefined) {
  const query = useQuery(isAdminQueryOptions(userId));
  return { isAdmin: Boolean(userId) && query.data === true, isLoading: Boolean(userId) && query.isPending };
}
