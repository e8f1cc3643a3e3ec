// Calls of /api/notes and the query cache of a page's entries (one episode's or one series').
import {
  learningEntriesResponse,
  saveLearningEntryResponse,
  type LearningEntry,
  type SaveLearningEntryRequest,
} from '@rooted/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import type { SlotTarget } from '../lib/slot';
import { sameSlot } from '../lib/slot';

export type EntriesScope = { episodeId: string } | { seriesId: string };

const scopeKey = (scope: EntriesScope) =>
  'episodeId' in scope ? ['episode', scope.episodeId] : ['series', scope.seriesId];

export const notesKeys = {
  all: ['notes'] as const,
  scope: (userId: string, scope: EntriesScope) => ['notes', userId, ...scopeKey(scope)] as const,
};

export const entriesQueryOptions = (userId: string, scope: EntriesScope) =>
  queryOptions({
    queryKey: notesKeys.scope(userId, scope),
    queryFn: ({ signal }) =>
      apiFetch(`/api/notes?${new URLSearchParams(scope).toString()}`, {
        schema: learningEntriesResponse,
        signal,
      }),
    select: (data) => data.entries,
    // The editors own their text once mounted; a background refetch must not overwrite typing.
    staleTime: Infinity,
  });

export function saveEntry(request: SaveLearningEntryRequest, options: { keepalive?: boolean } = {}) {
  return apiFetch('/api/notes', {
    method: 'PUT',
    body: request,
    schema: saveLearningEntryResponse,
    keepalive: options.keepalive,
  });
}

/** Puts a saved (or removed) slot into the cached list, so a later visit starts from it. */
export function rememberSaved(
  queryClient: QueryClient,
  userId: string,
  scope: EntriesScope,
  target: SlotTarget,
  entry: LearningEntry | null,
) {
  queryClient.setQueryData<{ entries: LearningEntry[] }>(notesKeys.scope(userId, scope), (old) => {
    if (!old) return old;
    const others = old.entries.filter((e) => !sameSlot(e, target));
    return { entries: entry ? [entry, ...others] : others };
  });
}
