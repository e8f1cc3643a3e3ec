// API tests of the series completion certificate (issue 10): issued once by the server at completion, shared
// through an unguessable code that shows only what the owner chose, revocable by the owner alone.
import type { CertificateView } from '@rooted/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { certificates, podcastSeriesConfig, seriesEpisodes } from '../../db/schema';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SERIES = 'letters-from-prison';
const LETTERS = [
  'letters-1-saved-by-grace',
  'letters-2-joy-in-chains',
  'letters-3-the-peace-that-guards',
  'letters-4-more-than-a-slave',
];

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t, { firstName: 'Alice', lastName: 'Reed', supporter: true });
  bob = await createSignedInUser(t, { firstName: 'Bob' });
});

async function complete(user: TestUser, episodeId: string) {
  const res = await t.request(`/api/progress/${episodeId}`, {
    method: 'PUT',
    json: { progress: 100, positionSeconds: 3600 },
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
}

async function mine(user: TestUser): Promise<CertificateView | null> {
  const res = await t.request(`/api/certificates/series/${SERIES}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { certificate: CertificateView | null }).certificate;
}

async function publicView(code: string, cookie?: string) {
  return t.request(`/api/certificates/${code}`, { cookie });
}

const patch = (code: string, user: TestUser, json: unknown) =>
  t.request(`/api/certificates/${code}`, { method: 'PATCH', json, cookie: user.cookie });

let code = '';

describe('series completion certificate', () => {
  it('needs a session for the owner view', async () => {
    expect((await t.request(`/api/certificates/series/${SERIES}`)).status).toBe(401);
  });

  it('is not issued before every episode is complete', async () => {
    for (const id of LETTERS.slice(0, 3)) await complete(alice, id);
    // 89 is not complete (SPEC §4: complete at 90 or more).
    await t.request(`/api/progress/${LETTERS[3]}`, {
      method: 'PUT',
      json: { progress: 85, positionSeconds: 3600 },
      cookie: alice.cookie,
    });
    expect(await mine(alice)).toBeNull();
  });

  it('is issued by the progress save that completes the last episode', async () => {
    await complete(alice, LETTERS[3]!);
    // Read straight from the table: issuing happened in the save, not in this read.
    const rows = await t.deps.db.query.certificates.findMany({ where: (c, { eq: is }) => is(c.userId, alice.id) });
    expect(rows).toHaveLength(1);
    const cert = (await mine(alice))!;
    expect(cert).toMatchObject({
      recipientName: 'Alice Reed',
      seriesName: 'Letters from Prison',
      episodeCount: 4,
      supporter: true,
      learnedText: null,
      owner: { seriesId: SERIES, shared: true, includeLearned: false },
    });
    expect(cert.code).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 bits of base64url
    code = cert.code;
  });

  it('is issued once: completing again changes nothing', async () => {
    await t.request(`/api/progress/${LETTERS[3]}`, { method: 'DELETE', cookie: alice.cookie });
    await complete(alice, LETTERS[3]!);
    expect((await mine(alice))!.code).toBe(code);
  });

  it('the public link shows only what the owner shared', async () => {
    await t.request('/api/notes', {
      method: 'PUT',
      json: { kind: 'reflection', seriesId: SERIES, text: 'Joy does not depend on circumstances.' },
      cookie: alice.cookie,
    });
    await t.request('/api/notes', {
      method: 'PUT',
      json: { kind: 'note', episodeId: LETTERS[0], text: 'Private <b>grace</b> note' },
      cookie: alice.cookie,
    });
    const res = await publicView(code);
    expect(res.status).toBe(200);
    const { certificate } = (await res.json()) as { certificate: CertificateView };
    expect(certificate.owner).toBeNull();
    expect(certificate.learnedText).toBeNull();
    expect(JSON.stringify(certificate)).not.toMatch(/Joy does not|grace note|@example\.com|userId/);

    // The owner opts in: reflections first, then notes, as plain text.
    const opted = await patch(code, alice, { includeLearned: true });
    expect(opted.status).toBe(200);
    const shared = ((await (await publicView(code)).json()) as { certificate: CertificateView }).certificate;
    expect(shared.learnedText).toBe('Joy does not depend on circumstances. Private grace note');
    // Bob, signed in, is a visitor here too.
    const asBob = ((await (await publicView(code, bob.cookie)).json()) as { certificate: CertificateView }).certificate;
    expect(asBob.owner).toBeNull();

    await patch(code, alice, { includeLearned: false });
    expect(((await (await publicView(code)).json()) as { certificate: CertificateView }).certificate.learnedText).toBeNull();
  });

  it('another user cannot revoke it (404, and it stays shared)', async () => {
    expect((await patch(code, bob, { shared: false })).status).toBe(404);
    expect((await t.request(`/api/certificates/${code}`, { method: 'PATCH', json: { shared: false } })).status).toBe(401);
    expect((await publicView(code)).status).toBe(200);
  });

  it('revoked links 404 for everyone but the owner, and the owner can restore them', async () => {
    expect((await patch(code, alice, { shared: false })).status).toBe(200);
    expect((await publicView(code)).status).toBe(404);
    expect((await publicView(code, bob.cookie)).status).toBe(404);
    expect((await t.request(`/api/certificates/${code}/image.svg`)).status).toBe(404);
    expect((await t.request(`/api/certificates/${code}/image.png`)).status).toBe(404);
    const owner = await publicView(code, alice.cookie);
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { certificate: CertificateView }).certificate.owner?.shared).toBe(false);
    expect((await patch(code, alice, { shared: true })).status).toBe(200);
    expect((await publicView(code)).status).toBe(200);
  });

  it('unknown codes are 404', async () => {
    expect((await publicView('A'.repeat(24))).status).toBe(404);
    expect((await publicView('bad code!')).status).toBe(404);
  });

  it('serves an escaped SVG image for link previews', async () => {
    const res = await t.request(`/api/certificates/${code}/image.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('Alice Reed');
    expect(svg).toContain('Letters from Prison');
    expect(svg).toContain(`/certificates/${code}`);
  });

  it('serves a PNG preview image (what link-preview services can show)', async () => {
    const res = await t.request(`/api/certificates/${code}/image.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(1200); // IHDR width
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('downloads a one-page PDF for the owner, and for anyone only while the link is shared', async () => {
    const res = await t.request(`/api/certificates/${code}/certificate.pdf`, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="letters-from-prison-certificate.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Type /Page ');
    expect(pdf).toContain('/Subtype /Image');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The xref offset points at the xref table.
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');

    expect((await patch(code, alice, { shared: false })).status).toBe(200);
    expect((await t.request(`/api/certificates/${code}/certificate.pdf`)).status).toBe(404);
    expect((await t.request(`/api/certificates/${code}/certificate.pdf`, { cookie: alice.cookie })).status).toBe(200);
    expect((await patch(code, alice, { shared: true })).status).toBe(200);
  });

  it('puts escaped Open Graph tags into the page for a shared link, none once revoked', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Rooted</title></head><body></body></html>');
    const web = createApp(t.deps, { webDist: dist });
    const page = async () => (await web.request(`http://localhost:3000/certificates/${code}`)).text();
    const html = await page();
    expect(html).toContain('<meta property="og:title" content="Alice Reed completed Letters from Prison" />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/api/certificates/${code}/image.png" />`);
    expect(html).toContain('<title>Alice Reed completed Letters from Prison · Rooted</title>');
    await patch(code, alice, { shared: false });
    expect(await page()).not.toContain('og:title');
    await patch(code, alice, { shared: true });
    // Names are the user's own text: an attempt to break out of the attribute is escaped.
    await t.deps.db.update(certificates).set({ recipientName: '"><script>x</script>' }).where(eq(certificates.code, code));
    const hostile = await page();
    expect(hostile).not.toContain('<script>x');
    expect(hostile).toContain('&#34;&#62;&#60;script&#62;x');
    await t.deps.db.update(certificates).set({ recipientName: 'Alice Reed' }).where(eq(certificates.code, code));
  });

  it('one save that completes the last episode of two series at once issues both certificates', async () => {
    // A "best of" series reusing two of the letters, with its own name.
    const [letters] = await t.deps.db.select().from(podcastSeriesConfig).where(eq(podcastSeriesConfig.id, SERIES));
    await t.deps.db.insert(podcastSeriesConfig).values({ id: 'best-of-letters', podcastId: letters!.podcastId, name: 'Best of the Letters', seriesPrefix: 'best-of-letters' });
    await t.deps.db.insert(seriesEpisodes).values(LETTERS.slice(2).map((episodeId) => ({ seriesId: 'best-of-letters', episodeId })));
    for (const id of LETTERS.slice(0, 3)) await complete(bob, id);
    const before = await t.deps.db.select().from(certificates).where(eq(certificates.userId, bob.id));
    expect(before).toHaveLength(0);
    await complete(bob, LETTERS[3]!);
    const issued = await t.deps.db.select().from(certificates).where(eq(certificates.userId, bob.id));
    expect(issued.map((c) => [c.seriesId, c.seriesName, c.episodeCount]).sort()).toEqual([
      ['best-of-letters', 'Best of the Letters', 2],
      [SERIES, 'Letters from Prison', 4],
    ]);
    // Tidy up for the tests below: only Alice's certificate and the seeded series remain.
    await t.deps.db.delete(certificates).where(eq(certificates.userId, bob.id));
    await t.deps.db.delete(podcastSeriesConfig).where(eq(podcastSeriesConfig.id, 'best-of-letters'));
  });

  it('two tabs finishing the last two episodes at once: the save that comes second issues it', async () => {
    const carol = await createSignedInUser(t, { firstName: 'Carol' });
    for (const id of LETTERS.slice(0, 2)) await complete(carol, id);
    await Promise.all(LETTERS.slice(2).map((id) => complete(carol, id)));
    // Straight from the table: issued by the saves, not by a later read.
    const rows = await t.deps.db.select().from(certificates).where(eq(certificates.userId, carol.id));
    expect(rows.map((c) => c.seriesId)).toEqual([SERIES]);
  });

  it('stays valid when the series later gains episodes', async () => {
    // The series grows by an episode Alice has not heard.
    await t.deps.db.insert(seriesEpisodes).values({ seriesId: SERIES, episodeId: 'psalms-1-the-lord-is-my-shepherd' });
    const [added] = await t.deps.db.select().from(seriesEpisodes).where(eq(seriesEpisodes.seriesId, SERIES));
    expect(added).toBeDefined();
    const cert = (await mine(alice))!;
    expect(cert.code).toBe(code);
    expect(cert.episodeCount).toBe(4);
    expect((await publicView(code)).status).toBe(200);
  });
});
