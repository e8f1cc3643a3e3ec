// Auto-save for one slot: debounced saves with a visible state, one request at a time (so saves never
// arrive out of order), retries with backoff while offline or when the server hiccups, a local draft
// until the server confirms, and a last save when the editor unmounts or the page is hidden. Offline, the
// save goes to the app's offline queue (IndexedDB) and is sent, once, when the connection is back.
import { AUTO_SAVE_DELAY_MS, type LearningEntry, type SaveLearningEntryRequest } from '@rooted/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { discardQueued, enqueueWrite, subscribeOutbox } from '@/lib/offline/outbox';
import { clearDraft, readDraft, shouldRestore, writeDraft } from '../lib/draft-store';
import { slotKey, slotText, toRequest, type SlotTarget } from '../lib/slot';
import { saveEntry } from '../api/notes-api';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'retrying' | 'queued' | 'error';

export const QUEUED_MESSAGE = 'Offline: will sync when back online.';
/** The offline queue's target for a slot: a newer queued save of the same slot replaces an older one. */
const queueTarget = (slot: string) => `note:${slot}`;

/** Even while typing without a pause, text reaches the server at least this often. */
const MAX_WAIT_MS = 5000;
const RETRY_CAP_MS = 30_000;

interface Options {
  userId: string;
  target: SlotTarget;
  /** The server's entry when the editor opened (null: nothing saved yet). */
  initial: LearningEntry | null;
  onSaved: (entry: LearningEntry | null) => void;
  delayMs?: number;
}

/** Network failures, timeouts, rate limits and server errors pass; refusals (400, 401, 403, 404) do not. */
const isRetryable = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

export function useAutoSave({ userId, target, initial, onSaved, delayMs = AUTO_SAVE_DELAY_MS }: Options) {
  const slot = slotKey(target);
  // Decided once, when the editor opens: the server's text, or a newer local draft (restored and saved).
  const [start] = useState(() => {
    const server = { text: slotText(initial), updatedAt: initial?.updatedAt ?? null };
    const draft = readDraft(userId, slot);
    if (shouldRestore(draft, server)) return { text: draft!.text, restored: true, server };
    if (draft) clearDraft(userId, slot);
    return { text: server.text, restored: false, server };
  });
  const [value, setValue] = useState(start.text);
  const [status, setStatus] = useState<SaveStatus>(start.restored ? 'pending' : initial ? 'saved' : 'idle');
  const [error, setError] = useState<string | null>(null);

  const r = useRef({
    value: start.text,
    saved: start.server.text,
    base: start.server.updatedAt,
    inFlight: false,
    again: false,
    mounted: true,
    retries: 0,
    timer: undefined as number | undefined,
    firstPendingAt: 0,
    /** Text handed to the offline queue and not yet confirmed by the server. */
    queued: null as string | null,
  }).current;
  const latest = useRef({ target, onSaved, userId, slot });
  latest.current = { target, onSaved, userId, slot };

  const set = useCallback(
    (next: SaveStatus, message: string | null = null) => {
      if (!r.mounted) return;
      setStatus(next);
      setError(message);
    },
    [r],
  );

  const run = useCallback(
    async (keepalive = false): Promise<void> => {
      window.clearTimeout(r.timer);
      if (r.inFlight) {
        r.again = true;
        return;
      }
      const { target: t, userId: u, slot: s } = latest.current;
      // Nothing new to send. Any stored draft is left alone: it may be another tab's unsaved text, and
      // the next editor to open compares it with the server anyway.
      if (r.value === r.saved) {
        if (r.queued === r.value) set('queued', QUEUED_MESSAGE);
        else set(r.base || r.value ? 'saved' : 'idle');
        return;
      }
      const text = r.value;
      r.inFlight = true;
      r.firstPendingAt = 0;
      set('saving');
      try {
        const { entry } = await saveEntry(toRequest(t, text), { keepalive });
        // Anything still queued for this slot from an offline spell is older than this save.
        void discardQueued(u, queueTarget(s));
        r.queued = null;
        r.saved = text;
        r.base = entry?.updatedAt ?? null;
        r.retries = 0;
        latest.current.onSaved(entry);
        if (r.value === text) {
          clearDraft(u, s);
          set('saved');
        } else writeDraft(u, s, { text: r.value, at: Date.now(), base: r.base });
      } catch (e) {
        if (isApiError(e, 0) && (await queueOffline(u, s, toRequest(t, text)))) {
          // Handed to the offline queue, which sends it when the connection is back.
          r.saved = text;
          r.queued = text;
          set('queued', QUEUED_MESSAGE);
        } else if (isRetryable(e) && r.mounted) {
          const wait = Math.min(RETRY_CAP_MS, 1000 * 2 ** r.retries++);
          set(
            'retrying',
            navigator.onLine === false ? 'You are offline. Your text is kept on this device.' : null,
          );
          r.timer = window.setTimeout(() => void run(), wait);
        } else {
          set('error', e instanceof Error ? e.message : 'Could not save.');
        }
      } finally {
        r.inFlight = false;
        if (r.again) {
          r.again = false;
          void run(keepalive);
        }
      }
    },
    [r, set],
  );

  const onChange = useCallback(
    (text: string) => {
      r.value = text;
      setValue(text);
      writeDraft(latest.current.userId, latest.current.slot, { text, at: Date.now(), base: r.base });
      set('pending');
      window.clearTimeout(r.timer);
      const now = Date.now();
      if (!r.firstPendingAt) r.firstPendingAt = now;
      const wait = now - r.firstPendingAt >= MAX_WAIT_MS ? 0 : delayMs;
      r.timer = window.setTimeout(() => void run(), wait);
    },
    [r, run, set, delayMs],
  );

  // The offline queue sent this slot's save: if it is what the editor shows, it is saved.
  useEffect(
    () =>
      subscribeOutbox((event) => {
        const { userId: u, slot: s } = latest.current;
        if (event.type === 'changed' || event.write.userId !== u || event.write.target !== queueTarget(s)) return;
        const text = (event.write.body as { text?: unknown }).text;
        if (event.type === 'dropped') {
          if (text === r.value) set('error', event.message);
          return;
        }
        if (text !== r.value || r.inFlight) return;
        const entry = (event.response as { entry?: LearningEntry | null } | null)?.entry ?? null;
        r.saved = text;
        r.queued = null;
        r.base = entry?.updatedAt ?? null;
        latest.current.onSaved(entry);
        clearDraft(u, s);
        set('saved');
      }),
    [r, set],
  );

  useEffect(() => {
    r.mounted = true;
    if (start.restored) void run();
    // Back online: retry at once instead of waiting out the backoff.
    const onOnline = () => void run();
    // Hidden or unloading: save now with keepalive, which outlives the page; the draft stays until confirmed.
    const onPageHide = () => void run(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void run(true);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      r.mounted = false;
      window.clearTimeout(r.timer);
      // Leaving the page inside the app: save what is pending now rather than after the debounce.
      if (r.value !== r.saved) void run(true);
    };
  }, [r, run, start.restored]);

  return { value, onChange, status, error, retry: () => void run() };
}

/** Queues a save for when the connection is back; false when this device cannot queue (no IndexedDB). */
async function queueOffline(userId: string, slot: string, request: SaveLearningEntryRequest): Promise<boolean> {
  try {
    await enqueueWrite({ userId, target: queueTarget(slot), url: '/api/notes', body: request });
    return true;
  } catch {
    return false;
  }
}
