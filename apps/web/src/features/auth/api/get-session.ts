// The signed-in user, from GET /api/auth/me (contract: meResponse in @rooted/shared/contracts/auth).
import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@rooted/shared/contracts/auth';
import { apiFetch } from '@/lib/api';

export type SessionUser = AuthUser;
export interface Session {
  user: SessionUser | null;
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
const SESSION_STALE_MS = 60_000; // SPEC §9: session cache 60 s

export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session> {
  let data: unknown;
  try {
    data = await apiFetch<unknown>('/api/auth/me', { signal });
  } catch {
    // 401 means "visitor"; any other failure (server down) also falls back to visitor so the shell
    // always renders instead of an error for the whole app.
    return { user: null };
  }
  try {
    // The contract (and zod with it, ~25 KB gzipped) loads only for a signed-in answer: a visitor's
    // first page load never fetches it (issue 13: the landing page's initial JavaScript).
    const { meResponse } = await import('@rooted/shared/contracts/auth');
    return meResponse.parse(data);
  } catch {
    // An unexpected body is treated like a visitor too.
    return { user: null };
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession({ signal }),
  staleTime: SESSION_STALE_MS,
  retry: false,
});
