// Calls of /api/progress and the query keys whose data depends on listening progress.
// The contracts load on first use: this module is part of the app shell (the player saves progress).
import type { SaveProgressRequest } from '@rooted/shared/contracts/progress';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export const progressKeys = {
  all: ['progress'] as const,
  episode: (episodeId: string) => ['progress', episodeId] as const,
};

const progressContract =
  <K extends 'episodeProgressResponse' | 'saveProgressResponse'>(name: K) =>
  () =>
    import('@rooted/shared/contracts/progress').then((contracts) => contracts[name]);

export const progressPath = (episodeId: string) => `/api/progress/${encodeURIComponent(episodeId)}`;

export const episodeProgressQueryOptions = (episodeId: string) =>
  queryOptions({
    queryKey: progressKeys.episode(episodeId),
    queryFn: ({ signal }) => apiFetch(progressPath(episodeId), { lazySchema: progressContract('episodeProgressResponse'), signal }),
  });

export interface SaveProgressVariables extends SaveProgressRequest {
  episodeId: string;
  /** For saves made while the page is closing. */
  keepalive?: boolean;
}

export function saveProgress({ episodeId, keepalive, ...body }: SaveProgressVariables) {
  return apiFetch(progressPath(episodeId), { method: 'PUT', body, lazySchema: progressContract('saveProgressResponse'), keepalive });
}

export function resetProgress(episodeId: string) {
  return apiFetch<void>(progressPath(episodeId), { method: 'DELETE' });
}

/**
 * Everything that shows progress: this feature's own keys, the Continue Listening card, the dashboard,
 * subscriptions, and the catalog's series and episode pages (which include the user's progress).
 */
const LISTENING_DEPENDENT_KEYS = [
  ['progress'],
  ['continue-listening'],
  ['dashboard'],
  ['subscriptions'],
  ['series'],
  ['episodes'],
  ['podcasts'],
];

export function invalidateListeningQueries(queryClient: QueryClient) {
  return Promise.all(LISTENING_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
