// Lookups by key that arrive in the same turn of the event loop go to PostgreSQL as one statement over
// all their keys (issue 13). Under load a busy server reads many requests per turn, and each statement
// costs a round trip, a socket write that wakes a PostgreSQL backend, and the protocol work on both
// sides, whatever it reads: N requests' session checks in one statement cost about what one did.
//
// Nothing is cached: a lookup is only ever answered by a statement sent after it was asked for, so a
// row deleted or changed before a request arrived is never seen by that request. With one request in
// a turn (a quiet server) it is exactly one statement, as before, sent one turn later.

/** At most this many keys in one statement; more in the same turn are split over several. */
export const MAX_KEYS_PER_STATEMENT = 100;

/**
 * `load(keys)` reads the rows of several distinct keys in one statement, each row with its key
 * (`keyOf`). The returned function answers one key: its row, or undefined when there is none. A
 * failing statement fails every lookup it carried (each request then answers as it would have alone).
 */
export function batchedLookup<K, Row>(load: (keys: K[]) => Promise<Row[]>, keyOf: (row: Row) => K) {
  type Waiter = { resolve: (row: Row | undefined) => void; reject: (err: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  async function send(batch: Map<K, Waiter[]>) {
    try {
      const rows = await load([...batch.keys()]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(byKey.get(key));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  }

  function flush(batch: Map<K, Waiter[]>) {
    let part = new Map<K, Waiter[]>();
    for (const entry of batch) {
      part.set(...entry);
      if (part.size === MAX_KEYS_PER_STATEMENT) {
        void send(part);
        part = new Map();
      }
    }
    if (part.size) void send(part);
  }

  return (key: K): Promise<Row | undefined> =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = (pending = new Map());
        // setImmediate runs after the event loop has handled every request that was ready in this turn
        // (a microtask would run after the first one).
        setImmediate(() => {
          pending = null;
          flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
