// A very small promise wrapper over IndexedDB for the app's offline data: the queue of writes made
// offline ('outbox') and the list of downloaded episodes ('downloads'). One database, opened once.

const DB_NAME = 'rooted-offline';
const DB_VERSION = 1;
export type StoreName = 'outbox' | 'downloads';

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('outbox')) db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains('downloads')) db.createObjectStore('downloads', { keyPath: 'episodeId' });
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab upgrading the schema: let it, and reopen next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('Could not open IndexedDB'));
    };
  });
  return opening;
}

async function withStore<T>(store: StoreName, mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  const tx = db.transaction(store, mode);
  const result = request(run(tx.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  return result;
}

export const idbAll = <T>(store: StoreName) => withStore(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
export const idbGet = <T>(store: StoreName, key: IDBValidKey) =>
  withStore(store, 'readonly', (s) => s.get(key) as IDBRequest<T | undefined>);
/** Adds or replaces a record; returns its key (the new sequence number for the outbox). */
export const idbPut = <T>(store: StoreName, value: T) => withStore(store, 'readwrite', (s) => s.put(value));
export const idbDelete = (store: StoreName, key: IDBValidKey) => withStore(store, 'readwrite', (s) => s.delete(key));
