// The rules of the offline queue, kept pure: which queued writes to send, in what order, and what to do
// when a send fails. The IndexedDB store and the sending live in outbox.ts.

/** One write made while offline, waiting to be sent. */
export interface QueuedWrite {
  /** Queue order (IndexedDB auto-increment): writes are sent in the order they were made. */
  seq: number;
  /** Client-made Idempotency-Key: a replay of the same write is answered without writing twice. */
  key: string;
  /** Whose write it is: only replayed while that same user is signed in. */
  userId: string;
  /**
   * What the write replaces: later writes with the same target make earlier ones pointless ('note:…' is
   * one note slot, 'progress:…' one episode's progress). Each carries the full new state, not a change.
   */
  target: string;
  method: 'PUT';
  url: string;
  body: unknown;
  /** When it was queued (ms since epoch). */
  queuedAt: number;
}

export interface ReplayPlan {
  /** To send, oldest first: the newest write of each target. */
  send: QueuedWrite[];
  /** Older writes to the same target as a newer one: removed without sending. */
  superseded: QueuedWrite[];
}

/** Plans a replay of `userId`'s writes; other users' writes stay queued, untouched. */
export function planReplay(writes: readonly QueuedWrite[], userId: string): ReplayPlan {
  const mine = writes.filter((w) => w.userId === userId).sort((a, b) => a.seq - b.seq);
  const newest = new Map<string, QueuedWrite>();
  for (const write of mine) newest.set(write.target, write);
  const send: QueuedWrite[] = [];
  const superseded: QueuedWrite[] = [];
  for (const write of mine) (newest.get(write.target) === write ? send : superseded).push(write);
  return { send, superseded };
}

/**
 * What a failed send means for the queue:
 * - 'retry-later': offline, timed out, rate limited, server trouble: stop and try the queue again later;
 * - 'wait-for-sign-in': the session is gone: keep the writes until this user signs in again;
 * - 'drop': the server refused the write itself (bad input, gone episode): it can never succeed.
 */
export type FailureAction = 'retry-later' | 'wait-for-sign-in' | 'drop';

export function failureAction(status: number): FailureAction {
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry-later';
  if (status === 401) return 'wait-for-sign-in';
  return 'drop';
}

/** Waits between automatic replays while writes stay queued: 5 s doubling, capped at 5 minutes. */
export function replayDelayMs(failedAttempts: number): number {
  return Math.min(300_000, 5000 * 2 ** Math.max(0, failedAttempts));
}

/** A random Idempotency-Key (the server accepts 8 to 128 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `rq-${random()}`;
}
