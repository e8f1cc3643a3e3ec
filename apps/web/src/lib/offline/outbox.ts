// The offline queue: note and progress saves that could not reach the server are kept in IndexedDB and
// sent again, in order, when the connection is back. Each carries an Idempotency-Key, so a replay whose
// answer was lost is not written twice (and an old write never overwrites a newer one on the server).
import { apiFetch, isApiError } from '../api';
import { idbAll, idbDelete, idbPut } from './idb';
import { emitOutboxEvent as emit } from './outbox-events';
import { failureAction, newIdempotencyKey, planReplay, type FailureAction, type QueuedWrite } from './outbox-plan';

export type { QueuedWrite } from './outbox-plan';
export { type OutboxEvent, subscribeOutbox } from './outbox-events';

/** Queues one write. Throws when the device cannot store it (no IndexedDB): callers keep their own retry. */
export async function enqueueWrite(write: Pick<QueuedWrite, 'userId' | 'target' | 'url' | 'body'>): Promise<void> {
  const record: Omit<QueuedWrite, 'seq'> = { ...write, method: 'PUT', key: newIdempotencyKey(), queuedAt: Date.now() };
  await idbPut('outbox', record);
  emit({ type: 'changed' });
}

/**
 * Forgets queued writes to a target that a newer save has just reached the server with, so a late
 * replay can never put the older state back.
 */
export async function discardQueued(userId: string, target: string): Promise<void> {
  try {
    const stale = (await idbAll<QueuedWrite>('outbox')).filter((w) => w.userId === userId && w.target === target);
    if (!stale.length) return;
    for (const write of stale) await idbDelete('outbox', write.seq);
    emit({ type: 'changed' });
  } catch {
    // No IndexedDB: nothing was queued.
  }
}

export async function queuedWrites(userId: string): Promise<QueuedWrite[]> {
  try {
    return (await idbAll<QueuedWrite>('outbox')).filter((w) => w.userId === userId);
  } catch {
    return [];
  }
}

export interface ReplayResult {
  sent: number;
  remaining: number;
  /** Why the replay stopped early, if it did. */
  stoppedBy: FailureAction | null;
}

let running: Promise<ReplayResult> | null = null;

/** Sends `userId`'s queued writes in order. One replay at a time per tab; a second call joins the first. */
export function replayOutbox(userId: string): Promise<ReplayResult> {
  running ??= replay(userId).finally(() => {
    running = null;
  });
  return running;
}

async function replay(userId: string): Promise<ReplayResult> {
  let all: QueuedWrite[];
  try {
    all = await idbAll<QueuedWrite>('outbox');
  } catch {
    return { sent: 0, remaining: 0, stoppedBy: null };
  }
  const { send, superseded } = planReplay(all, userId);
  for (const old of superseded) await idbDelete('outbox', old.seq);
  let sent = 0;
  for (const [index, write] of send.entries()) {
    try {
      const response = await apiFetch(write.url, {
        method: write.method,
        body: write.body,
        headers: { 'Idempotency-Key': write.key },
      });
      await idbDelete('outbox', write.seq);
      sent += 1;
      emit({ type: 'synced', write, response });
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      const action = failureAction(status);
      if (action !== 'drop') {
        if (sent || superseded.length) emit({ type: 'changed' });
        return { sent, remaining: send.length - index, stoppedBy: action };
      }
      await idbDelete('outbox', write.seq);
      emit({ type: 'dropped', write, message: error instanceof Error ? error.message : 'The server refused this change.' });
    }
  }
  if (sent || superseded.length || send.length) emit({ type: 'changed' });
  return { sent, remaining: 0, stoppedBy: null };
}
