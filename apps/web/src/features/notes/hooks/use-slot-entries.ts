import type { LearningEntry } from '@rooted/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { entriesQueryOptions, rememberSaved, type EntriesScope } from '../api/notes-api';
import { findSlot, type SlotTarget } from '../lib/slot';

/** One slot of a page's entries (one query per episode or series, shared by all its editors). */
export function useSlotEntry(userId: string, scope: EntriesScope, target: SlotTarget) {
  const queryClient = useQueryClient();
  const query = useQuery(entriesQueryOptions(userId, scope));
  const onSaved = useCallback(
    (entry: LearningEntry | null) => rememberSaved(queryClient, userId, scope, target, entry),
    // Scope and target are plain objects rebuilt each render; their contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, userId, JSON.stringify(scope), JSON.stringify(target)],
  );
  return { query, entry: query.data ? findSlot(query.data, target) : null, onSaved };
}
