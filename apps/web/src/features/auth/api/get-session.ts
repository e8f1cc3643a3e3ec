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
  try {
    // The contract (and zod with it) loads in parallel with the request instead of sitting in the
    // first-load bundle: the shell renders before either arrives.
    const [data, { meResponse }] = await Promise.all([
      apiFetch<unknown>('/api/auth/me', { signal }),
      import('@rooted/shared/contracts/auth'),
    ]);
    return meResponse.parse(data);
  } catch {
    // 401 means "visitor"; any other failure (server down, unexpected body) also falls back to visitor
    // so the shell always renders instead of an error for the whole app.
    return { user: null };
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession({ signal }),
  staleTime: SESSION_STALE_MS,
  retry: false,
});
