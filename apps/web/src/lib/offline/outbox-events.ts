// What the offline queue (./outbox) tells the app: queue changes, writes synced or dropped, also from the
// app's other tabs. Apart from the queue itself, which loads only for signed-in users (issue 13), so
// the shell can listen from the start without loading IndexedDB code for visitors.
import type { QueuedWrite } from './outbox-plan';

export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'synced'; write: QueuedWrite; response: unknown }
  | { type: 'dropped'; write: QueuedWrite; message: string };

const listeners = new Set<(event: OutboxEvent) => void>();
// Other tabs of the app hear about queue changes too (their indicator and editors stay in step).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rooted-outbox');
channel?.addEventListener('message', (message: MessageEvent<OutboxEvent>) => {
  for (const listener of listeners) listener(message.data);
});

export function emitOutboxEvent(event: OutboxEvent) {
  for (const listener of listeners) listener(event);
  channel?.postMessage(event);
}

export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
