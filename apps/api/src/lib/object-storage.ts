// The storage interface and key rules, apart from the backends so that each backend can import them.
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  /** Writes the whole object or nothing: a reader never sees a partial file. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removing a missing object is not an error (cleanup after a failed write may race). */
  delete(key: string): Promise<void>;
}

// Letters, digits, dot, dash and underscore per segment; no "." or ".." segments, no leading slash.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
