import type { QueryClient } from '@tanstack/react-query';
import { forgetOfflineUserData } from '@/lib/offline/forget-offline-user';
import { SESSION_QUERY_KEY, type Session } from './get-session';

const isSessionKey = (key: readonly unknown[]) => key[0] === SESSION_QUERY_KEY[0] && key[1] === SESSION_QUERY_KEY[1];

/** Signed out (or deleted): the session becomes a visitor and every other cached query is dropped. */
export function forgetUser(queryClient: QueryClient) {
  queryClient.setQueryData<Session>(SESSION_QUERY_KEY, { user: null });
  queryClient.removeQueries({ predicate: (q) => !isSessionKey(q.queryKey) });
  // The service worker's offline copies of this user (who they are, their notes and progress) go too.
  void forgetOfflineUserData();
}
