// Object storage for uploads (bug-report screenshots today). One interface, two backends: files under
// DATA_DIR/uploads by default, an S3-compatible bucket when S3_* is configured (see s3-storage.ts).
// Keys are paths inside a named bucket, e.g. storageFor(deps, 'bug-reports').put('u/r/0_1.webp', …).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import type { AppDeps } from './context';
import { assertValidKey, storageWriteError, type ObjectStorage, type StoredObject } from './object-storage';
import { S3Storage, s3ConfigFrom } from './s3-storage';

export { assertValidKey, storageWriteError, type ObjectStorage, type StoredObject };

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export class LocalStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array, _contentType: string): Promise<void> {
    const file = this.file(key);
    // Write beside the target, then rename: rename is atomic within a file system. A full or unwritable
    // disk leaves no partial file behind and becomes a clear 507/503 (storageWriteError).
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw storageWriteError(err);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const body = await readFile(file);
      return { body, contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

/** Where uploads live without S3: one folder per bucket (the backup takes the whole folder). */
export function uploadsDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'uploads');
}

/** A bucket's storage for these settings: S3 when configured, else DATA_DIR/uploads/<bucket>. */
export function createStorage(env: Env, bucket: string): ObjectStorage {
  const s3 = s3ConfigFrom(env);
  if (s3) return new S3Storage(s3, bucket);
  return new LocalStorage(path.join(uploadsDir(env), bucket));
}

// One instance per app and bucket, like the other per-deps services.
const instances = new WeakMap<AppDeps, Map<string, ObjectStorage>>();

export function storageFor(deps: AppDeps, bucket: string): ObjectStorage {
  let byBucket = instances.get(deps);
  if (!byBucket) instances.set(deps, (byBucket = new Map()));
  let storage = byBucket.get(bucket);
  if (!storage) byBucket.set(bucket, (storage = createStorage(deps.env, bucket)));
  return storage;
}

/** Tests and tools may swap a bucket's storage (e.g. one that fails) for an app instance. */
export function setStorageFor(deps: AppDeps, bucket: string, storage: ObjectStorage): void {
  if (!instances.has(deps)) instances.set(deps, new Map());
  instances.get(deps)!.set(bucket, storage);
}
