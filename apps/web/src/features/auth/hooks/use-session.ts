import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type SessionUser } from '../api/get-session';

export type { SessionUser };

export interface UseSessionResult {
  user: SessionUser | null;
  isLoading: boolean;
}

/** Who is signed in. `user` is null for visitors and while loading (check `isLoading` to avoid flashes). */
export function useSession(): UseSessionResult {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data?.user ?? null, isLoading: isPending };
}
