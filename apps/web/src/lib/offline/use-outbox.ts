// React side of the offline queue: how many writes wait for this user, and the loop that sends them
// when the connection comes back (at once on 'online', then with backoff while some stay queued).
// The queue itself (IndexedDB, the replay) loads only once there is a signed-in user (issue 13).
import { useEffect, useState } from 'react';
import { type OutboxEvent, subscribeOutbox } from './outbox-events';

const loadOutbox = () => import('./outbox');

/** The number of this user's writes waiting to be sent (0 for visitors). */
export function useQueuedWriteCount(userId: string | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!userId) {
      setCount(0);
      return;
    }
    let live = true;
    const refresh = () =>
      void loadOutbox()
        .then(({ queuedWrites }) => queuedWrites(userId))
        .then(
          (writes) => live && setCount(writes.length),
          () => {}, // the queue's code did not load (a stale deploy, offline): nothing to count here
        );
    refresh();
    const unsubscribe = subscribeOutbox(refresh);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [userId]);
  return count;
}

/** Replays the signed-in user's queue whenever it can; `onEvent` hears what was synced or dropped. */
export function useOutboxSync(userId: string | null, onEvent?: (event: OutboxEvent) => void) {
  useEffect(() => {
    if (!onEvent) return;
    return subscribeOutbox(onEvent);
  }, [onEvent]);

  useEffect(() => {
    if (!userId) return;
    const modules = Promise.all([loadOutbox(), import('./outbox-plan')]);
    let timer: number | undefined;
    let failures = 0;
    let stopped = false;
    const schedule = (ms: number) => {
      if (timer !== undefined) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        void attempt();
      }, ms);
    };
    const attempt = async () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (stopped || !navigator.onLine) return;
      const [{ replayOutbox }, { replayDelayMs }] = await modules;
      if (stopped) return;
      const result = await replayOutbox(userId);
      if (stopped) return;
      if (result.stoppedBy === 'retry-later') schedule(replayDelayMs(failures++));
      else failures = 0;
    };
    void attempt().catch(() => {}); // the queue's code did not load: nothing can be replayed in this tab
    const onOnline = () => {
      failures = 0;
      void attempt().catch(() => {});
    };
    // A write queued while the browser thinks it is online (the server was unreachable): try again soon.
    const unsubscribe = subscribeOutbox((event) => {
      if (event.type !== 'changed' || !navigator.onLine) return;
      void modules.then(([, { replayDelayMs }]) => !stopped && schedule(replayDelayMs(failures)), () => {});
    });
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [userId]);
}
