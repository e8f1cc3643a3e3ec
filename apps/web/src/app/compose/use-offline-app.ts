// Offline support (issue 15), composed for the shell: the service worker, and the offline queue's
// replay for the signed-in user, refreshing what the replayed writes change.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { useServiceWorker } from '@/features/offline';
import type { OutboxEvent } from '@/lib/offline/outbox';
import { useOutboxSync } from '@/lib/offline/use-outbox';

export function useOfflineApp(userId: string | null) {
  const queryClient = useQueryClient();
  useServiceWorker();
  const onEvent = useCallback(
    (event: OutboxEvent) => {
      if (event.type === 'synced') {
        // The progress API is not part of a visitor's first load (issue 13); replays happen signed in only.
        if (event.write.target.startsWith('progress:'))
          void import('@/features/progress/api/progress-api').then((m) => m.invalidateListeningQueries(queryClient));
        // Editors keep their own text; lists of notes elsewhere (exports, series pages) refresh.
        if (event.write.target.startsWith('note:')) void queryClient.invalidateQueries({ queryKey: ['notes'], refetchType: 'inactive' });
      }
      if (event.type === 'dropped') {
        toast.error('A change made offline could not be saved', { id: `outbox-${event.write.key}`, description: event.message });
      }
    },
    [queryClient],
  );
  useOutboxSync(userId, onEvent);
}
