// Bug reports through the real app and database (issue 11): who may submit, what is stored, what is refused.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { gif, jpeg, png as pngImage, webp as webpImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { bugReportImages, bugReports } from '../../db/schema';
import { setStorageFor, storageFor } from '../../lib/storage';
import { BUG_REPORT_BUCKET, listBugReports } from './bug-reports.service';

const t = await createTestApp();
const uploadsRoot = path.join(t.env.dataDir, 'uploads', BUG_REPORT_BUCKET);

const png = (size = 64) => pngImage(1200, 800, size);
const webp = () => webpImage(1200, 800, 'VP8 ', 44);

function reportForm(fields: Record<string, string> = {}, files: { bytes: Uint8Array; name: string; type?: string }[] = []) {
  const form = new FormData();
  const all = {
    title: 'Player stops',
    description: 'The player stops after 10 seconds.',
    category: 'performance',
    priority: 'high',
    browserInfo: JSON.stringify({ userAgent: 'test-agent', screenWidth: 1440, screenHeight: 900, viewportWidth: 1400, viewportHeight: 800, colorDepth: 24, timezone: 'Europe/Berlin', language: 'en-US', platform: 'Linux', cookieEnabled: true, onlineStatus: true }),
    currentUrl: 'http://localhost:3000/episodes/1',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  for (const f of files) form.append('images', new Blob([f.bytes], { type: f.type ?? 'image/webp' }), f.name);
  return form;
}

const submit = (form: FormData, cookie?: string) => t.request('/api/bug-reports', { method: 'POST', body: form, cookie });

/** The `{ error: { code, message } }` body of a failed response. */
async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function reportsOf(userId: string) {
  return t.deps.db.select().from(bugReports).where(eq(bugReports.userId, userId));
}

describe('POST /api/bug-reports', () => {
  it('a visitor cannot submit a report (SPEC §5: submission requires a signed-in user)', async () => {
    const res = await submit(reportForm({}, [{ bytes: png(), name: 'a.png' }]));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
    expect(await t.deps.db.select().from(bugReports)).toHaveLength(0);
  });

  it('stores the report, its browser info and its screenshots at {userId}/{reportId}/{index}_{timestamp}', async () => {
    const user = await createSignedInUser(t);
    const res = await submit(reportForm({}, [{ bytes: png(2048), name: 'C:\\shots\\first.png' }, { bytes: webp(), name: 'second.webp' }]), user.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; imageCount: number };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.imageCount).toBe(2);

    const [report] = await reportsOf(user.id);
    expect(report).toMatchObject({ id: body.id, title: 'Player stops', category: 'performance', priority: 'high', status: 'open', currentUrl: 'http://localhost:3000/episodes/1' });
    expect(report?.browserInfo).toMatchObject({ userAgent: 'test-agent', screenWidth: 1440, viewportHeight: 800, timezone: 'Europe/Berlin', cookieEnabled: true, onlineStatus: true });

    const images = await t.deps.db.select().from(bugReportImages).where(eq(bugReportImages.bugReportId, body.id)).orderBy(bugReportImages.imageUrl);
    expect(images.map((i) => i.imageUrl)).toEqual([
      expect.stringMatching(new RegExp(`^${user.id}/${body.id}/0_\\d{13}\\.png$`)),
      expect.stringMatching(new RegExp(`^${user.id}/${body.id}/1_\\d{13}\\.webp$`)),
    ]);
    expect(images.map((i) => [i.originalFilename, i.fileSize])).toEqual([['first.png', 2048], ['second.webp', webp().byteLength]]);
    const stored = await storageFor(t.deps, BUG_REPORT_BUCKET).get(images[0]!.imageUrl);
    expect(stored?.body.byteLength).toBe(2048);

    const listed = await listBugReports({ db: t.deps.db });
    expect(listed.reports.find((r) => r.id === body.id)).toMatchObject({ reporterEmail: user.email, images: [{ fileSize: 2048 }, { originalFilename: 'second.webp' }] });
  });

  it('defaults category to bug and priority to medium, and accepts a report without screenshots', async () => {
    const user = await createSignedInUser(t);
    const form = new FormData();
    form.append('title', 'Typo');
    form.append('description', 'On the landing page.');
    const res = await submit(form, user.cookie);
    expect(res.status).toBe(201);
    expect((await reportsOf(user.id))[0]).toMatchObject({ category: 'bug', priority: 'medium', browserInfo: {} });
  });

  it('requires a title and a description with the SPEC §5 messages, and known categories and priorities', async () => {
    const user = await createSignedInUser(t);
    const noTitle = await submit(reportForm({ title: '   ' }), user.cookie);
    expect(noTitle.status).toBe(400);
    expect((await errorOf(noTitle)).message).toContain('Title is required');
    const noDescription = await submit(reportForm({ description: '' }), user.cookie);
    expect((await errorOf(noDescription)).message).toContain('Description is required');
    expect((await submit(reportForm({ category: 'rant' }), user.cookie)).status).toBe(400);
    expect((await submit(reportForm({ priority: 'urgent' }), user.cookie)).status).toBe(400);
    expect(await reportsOf(user.id)).toHaveLength(0);
  });

  it('refuses a file that is not really an image, whatever its name and type say, and stores nothing', async () => {
    const user = await createSignedInUser(t);
    const fake = new TextEncoder().encode('<script>alert(1)</script> definitely a png');
    const res = await submit(reportForm({}, [{ bytes: png(), name: 'ok.png' }, { bytes: fake, name: 'evil.png', type: 'image/png' }]), user.cookie);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_image');
    expect(await reportsOf(user.id)).toHaveLength(0);
    expect(await filesUnder(path.join(uploadsRoot, user.id))).toEqual([]);
  });

  it('refuses decompression bombs (a small file declaring a gigantic canvas) and stores nothing', async () => {
    const user = await createSignedInUser(t);
    for (const [bytes, name] of [
      [pngImage(60_000, 60_000), 'bomb.png'],
      [jpeg(65_000, 65_000), 'bomb.jpg'],
      [gif(300, 300, { frames: 1000 }), 'bomb.gif'],
      [webpImage(16_384, 16_384, 'VP8X'), 'bomb.webp'],
    ] as const) {
      const res = await submit(reportForm({}, [{ bytes: png(), name: 'ok.png' }, { bytes, name }]), user.cookie);
      expect(res.status, name).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('image_dimensions');
      expect(error.message).toContain(`"${name}" is too large to display`);
    }
    expect(await reportsOf(user.id)).toHaveLength(0);
    expect(await filesUnder(path.join(uploadsRoot, user.id))).toEqual([]);
  });

  it('refuses a fourth image with the SPEC §8 message', async () => {
    const user = await createSignedInUser(t);
    const four = [1, 2, 3, 4].map((i) => ({ bytes: png(), name: `${i}.png` }));
    const res = await submit(reportForm({}, four), user.cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'too_many_images', message: 'Maximum 3 images allowed per report.' } });
    expect(await reportsOf(user.id)).toHaveLength(0);
  });

  it('accepts uploads far above the 256 KB JSON limit, and refuses an image above its own limit', async () => {
    const user = await createSignedInUser(t);
    const big = await submit(reportForm({}, [{ bytes: png(1024 * 1024), name: 'big.png' }]), user.cookie);
    expect(big.status).toBe(201);
    const huge = await submit(reportForm({}, [{ bytes: png(3 * 1024 * 1024 + 1), name: 'huge.png' }]), user.cookie);
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe('image_too_large');
    expect(await reportsOf(user.id)).toHaveLength(1);
  });

  it('leaves no report row and no file behind when storing a screenshot fails', async () => {
    const user = await createSignedInUser(t);
    const real = storageFor(t.deps, BUG_REPORT_BUCKET);
    let puts = 0;
    setStorageFor(t.deps, BUG_REPORT_BUCKET, {
      put: async (key, body, type) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        await real.put(key, body, type);
      },
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
    });
    try {
      const res = await submit(reportForm({}, [{ bytes: png(), name: 'a.png' }, { bytes: png(), name: 'b.png' }]), user.cookie);
      expect(res.status).toBe(500);
    } finally {
      setStorageFor(t.deps, BUG_REPORT_BUCKET, real);
    }
    expect(puts).toBe(2);
    expect(await reportsOf(user.id)).toHaveLength(0);
    expect(await filesUnder(path.join(uploadsRoot, user.id))).toEqual([]);
  });

  it('rate-limits reports per user with 429 and Retry-After', async () => {
    const user = await createSignedInUser(t);
    for (let i = 0; i < 10; i += 1) expect((await submit(reportForm({ title: `Report ${i}` }), user.cookie)).status).toBe(201);
    const res = await submit(reportForm(), user.cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await createSignedInUser(t);
    expect((await submit(reportForm(), other.cookie)).status).toBe(201);
  });
});

describe('deleting an account', () => {
  it("removes the user's screenshots from storage along with their rows", async () => {
    const user = await createSignedInUser(t);
    expect((await submit(reportForm({}, [{ bytes: png(), name: 'a.png' }]), user.cookie)).status).toBe(201);
    expect(await filesUnder(path.join(uploadsRoot, user.id))).toHaveLength(1);

    const res = await t.request('/api/profile', { method: 'DELETE', json: { password: user.password }, cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await reportsOf(user.id)).toHaveLength(0);
    expect(await filesUnder(path.join(uploadsRoot, user.id))).toEqual([]);
  });
});
