// Issue 14, "storage full or unwritable: clear error, no half report": a bug report with screenshots and
// an admin's topic image, stored on a real disk that is full (a 64 KB tmpfs) or cannot be written (a file
// where the uploads folder should be: unwritable even for root). The client gets 507 or 503 with a clear
// message in the API's error shape, and neither a report row without its files nor a file without its
// row remains.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { png } from '../../test/images';
import { createTestApp } from '../../test/test-app';
import { auditLog, bugReportImages, bugReports } from '../db/schema';
import { LocalStorage, setStorageFor, storageWriteError, type ObjectStorage } from './storage';

const t = await createTestApp();
const user = await createSignedInUser(t);
const admin = await createSignedInUser(t, { admin: true });
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-storage-fail-'));

/** A 64 KB file system, so that a write really fails with ENOSPC; null where mounting is not allowed. */
function smallDisk(dir: string): { dir: string; unmount(): void } | null {
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    return { dir, unmount: () => execFileSync('umount', [dir]) };
  } catch {
    return null;
  }
}
const disk = smallDisk(path.join(root, 'full'));
afterAll(() => {
  disk?.unmount();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * The storage of a full disk. Without permission to mount one (not root), the same error the file system
 * gives (ENOSPC) goes through the same mapping.
 */
function fullStorage(bucket: string): ObjectStorage {
  if (disk) return new LocalStorage(path.join(disk.dir, bucket));
  const real = new LocalStorage(path.join(root, 'simulated-full', bucket));
  return { ...real, get: (k) => real.get(k), delete: (k) => real.delete(k), put: () => Promise.reject(storageWriteError(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))) };
}

/** A "disk" that cannot be written: the uploads folder's place is taken by a file. */
function unwritableStorage(bucket: string): LocalStorage {
  const blocked = path.join(root, 'blocked');
  fs.writeFileSync(blocked, 'not a folder');
  return new LocalStorage(path.join(blocked, bucket));
}

function reportForm(images: Uint8Array[]) {
  const form = new FormData();
  form.append('title', 'Player stops');
  form.append('description', 'The player stops after 10 seconds.');
  images.forEach((bytes, i) => form.append('images', new Blob([bytes], { type: 'image/png' }), `shot-${i}.png`));
  return form;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

const reportsOfUser = () => t.deps.db.select().from(bugReports).where(eq(bugReports.userId, user.id));
const imagesOfUser = () =>
  t.deps.db.select({ id: bugReportImages.id }).from(bugReportImages).innerJoin(bugReports, eq(bugReports.id, bugReportImages.bugReportId)).where(eq(bugReports.userId, user.id));
const imageUploadAudits = () => t.deps.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'topic_image.upload')));

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('storage full', () => {
  it('answers 507 storage_full and leaves no half bug report (the first screenshot fitted, the second did not)', async () => {
    setStorageFor(t.deps, 'bug-reports', fullStorage('bug-reports'));
    // 40 KB each: the first fits on the 64 KB disk, the second does not.
    const res = await t.request('/api/bug-reports', { method: 'POST', body: reportForm([png(1200, 800, 40_000), png(1200, 800, 40_000)]), cookie: user.cookie });
    expect(res.status).toBe(507);
    expect(await errorOf(res)).toEqual({ code: 'storage_full', message: 'There is no room left to store the file. Nothing was saved; please try again later.' });
    expect(await reportsOfUser()).toEqual([]);
    expect(await imagesOfUser()).toEqual([]);
    if (disk) expect(filesUnder(disk.dir)).toEqual([]); // neither the first screenshot nor a temp file
  });

  it('answers 507 for a topic image and records no upload', async () => {
    setStorageFor(t.deps, 'topic-images', fullStorage('topic-images'));
    const form = new FormData();
    form.append('image', new File([png(800, 600, 200_000)], 'leaf.png', { type: 'image/png' }));
    const res = await t.request('/api/topic-images', { method: 'POST', body: form, cookie: admin.cookie });
    expect(res.status).toBe(507);
    expect((await errorOf(res)).code).toBe('storage_full');
    expect(await imageUploadAudits()).toEqual([]);
    if (disk) expect(filesUnder(disk.dir)).toEqual([]);
  });
});

describe('storage unwritable', () => {
  it('answers 503 storage_unavailable with Retry-After, and stores no report', async () => {
    setStorageFor(t.deps, 'bug-reports', unwritableStorage('bug-reports'));
    const res = await t.request('/api/bug-reports', { method: 'POST', body: reportForm([png(1200, 800, 2_000)]), cookie: user.cookie });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await errorOf(res)).toEqual({ code: 'storage_unavailable', message: 'Files cannot be stored right now. Nothing was saved; please try again later.' });
    expect(await reportsOfUser()).toEqual([]);
  });

  it('answers 503 for a topic image and records no upload', async () => {
    setStorageFor(t.deps, 'topic-images', unwritableStorage('topic-images'));
    const form = new FormData();
    form.append('image', new File([png(800, 600, 2_000)], 'leaf.png', { type: 'image/png' }));
    const res = await t.request('/api/topic-images', { method: 'POST', body: form, cookie: admin.cookie });
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe('storage_unavailable');
    expect(await imageUploadAudits()).toEqual([]);
  });

  it('works again once storage is writable, without a restart', async () => {
    setStorageFor(t.deps, 'bug-reports', new LocalStorage(path.join(root, 'ok', 'bug-reports')));
    const res = await t.request('/api/bug-reports', { method: 'POST', body: reportForm([png(1200, 800, 2_000)]), cookie: user.cookie });
    expect(res.status).toBe(201);
    expect(await reportsOfUser()).toHaveLength(1);
    expect(filesUnder(path.join(root, 'ok'))).toHaveLength(1);
  });
});
