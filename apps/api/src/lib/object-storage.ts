// The storage interface and key rules, apart from the backends so that each backend can import them.
import { AppError } from './errors';

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

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/**
 * What a failed write becomes for the client (issue 14, "storage full or unwritable: clear error"): 507
 * when the disk is full, 503 when storage cannot be written (read-only, permissions, S3 down). Callers
 * write files before committing their rows, so "nothing was saved" holds. The cause is kept for the log.
 */
export function storageWriteError(cause: unknown): AppError {
  const code = (cause as { code?: unknown } | null)?.code;
  const error =
    typeof code === 'string' && FULL_CODES.has(code)
      ? new AppError(507, 'storage_full', 'There is no room left to store the file. Nothing was saved; please try again later.')
      : new AppError(503, 'storage_unavailable', 'Files cannot be stored right now. Nothing was saved; please try again later.', { 'Retry-After': '60' });
  return Object.assign(error, { cause });
}
