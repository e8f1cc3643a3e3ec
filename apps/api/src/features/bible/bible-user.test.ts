// Signed-in Bible features through the real app: preference per user, supporter-only cross references
// and custom verse links, and row ownership.
import { crossReferencesResponse, customVerseLink, customVerseLinksResponse, SUPPORTER_ONLY_MESSAGE } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let free: TestUser;
let supporter: TestUser;
let otherSupporter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [free, supporter, otherSupporter] = [
    await createSignedInUser(t),
    await createSignedInUser(t, { supporter: true }),
    await createSignedInUser(t, { supporter: true }),
  ];
});

const get = (path: string, user?: TestUser) => t.request(path, { cookie: user?.cookie });
const send = (method: string, path: string, user: TestUser, json?: unknown) =>
  t.request(path, { method, json, cookie: user.cookie });

describe('preferred translation (SPEC §6: saved only for a signed-in user)', () => {
  it('needs a session', async () => {
    expect((await get('/api/bible/preferred-translation')).status).toBe(401);
    expect((await t.request('/api/bible/preferred-translation', { method: 'PUT', json: { translation: 'KJV' } })).status).toBe(401);
  });

  it('is stored per user', async () => {
    expect(await (await get('/api/bible/preferred-translation', free)).json()).toEqual({ translation: null });
    const saved = await send('PUT', '/api/bible/preferred-translation', free, { translation: 'kjv' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ translation: 'KJV' });
    await send('PUT', '/api/bible/preferred-translation', supporter, { translation: 'ASV' });
    expect(await (await get('/api/bible/preferred-translation', free)).json()).toEqual({ translation: 'KJV' });
    expect(await (await get('/api/bible/preferred-translation', supporter)).json()).toEqual({ translation: 'ASV' });
  });

  it('rejects unknown translations and malformed bodies with 400', async () => {
    const res = await send('PUT', '/api/bible/preferred-translation', free, { translation: 'NIV' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'unknown_translation' } });
    expect((await send('PUT', '/api/bible/preferred-translation', free, {})).status).toBe(400);
    const raw = await t.request('/api/bible/preferred-translation', { method: 'PUT', body: '{', cookie: free.cookie, headers: { 'Content-Type': 'application/json' } });
    expect(raw.status).toBe(400);
  });
});

describe('cross references (supporters only, SPEC §1)', () => {
  it('asks visitors to sign in and tells free users it is a supporter feature', async () => {
    expect((await get('/api/bible/cross-references/John/3/16')).status).toBe(401);
    const res = await get('/api/bible/cross-references/John/3/16', free);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'supporter_required', message: SUPPORTER_ONLY_MESSAGE } });
  });

  it('lists linkable references with previews in the requested translation', async () => {
    const res = await get('/api/bible/cross-references/jn/3/16?translation=KJV', supporter);
    expect(res.status).toBe(200);
    const body = crossReferencesResponse.parse(await res.json());
    expect(body.reference).toBe('John 3:16');
    expect(body.crossReferences.length).toBeGreaterThan(3);
    const romans = body.crossReferences.find((r) => r.reference === 'Romans 5:8');
    expect(romans).toMatchObject({ bookSlug: 'Romans', chapter: 5, verseFrom: 8, verseTo: null });
    expect(romans?.preview).toMatch(/^But God commendeth his love/);
  });

  it('answers 404 for verses that do not exist', async () => {
    const res = await get('/api/bible/cross-references/John/3/99', supporter);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'verse_not_found' } });
  });
});

describe('custom verse links (supporters; own rows only)', () => {
  const body = { book: 'John', chapter: 3, verse: 16, toBook: 'Rom', toChapter: 5, toVerseFrom: 6, toVerseTo: 8, note: ' While we were yet sinners ' };

  it('is a supporter feature', async () => {
    expect((await send('POST', '/api/bible/links', free, body)).status).toBe(403);
    expect((await get('/api/bible/links?book=John&chapter=3', free)).status).toBe(403);
  });

  it('creates, lists, edits and deletes a link', async () => {
    const created = await send('POST', '/api/bible/links?translation=WEB', supporter, body);
    expect(created.status).toBe(201);
    const { link } = (await created.json()) as { link: unknown };
    const parsed = customVerseLink.parse(link);
    expect(parsed).toMatchObject({ verse: 16, note: 'While we were yet sinners' });
    expect(parsed.target).toMatchObject({ reference: 'Romans 5:6-8', bookSlug: 'Romans', verseFrom: 6, verseTo: 8 });
    expect(parsed.target.preview).toMatch(/weak/);

    const list = customVerseLinksResponse.parse(await (await get('/api/bible/links?book=John&chapter=3', supporter)).json());
    expect(list.links.map((l) => l.id)).toEqual([parsed.id]);
    expect(customVerseLinksResponse.parse(await (await get('/api/bible/links?book=John&chapter=4', supporter)).json()).links).toEqual([]);

    const edited = await send('PATCH', `/api/bible/links/${parsed.id}`, supporter, { note: 'Love shown' });
    expect(customVerseLink.parse(((await edited.json()) as { link: unknown }).link).note).toBe('Love shown');
    expect((await send('DELETE', `/api/bible/links/${parsed.id}`, supporter)).status).toBe(204);
    expect((await send('DELETE', `/api/bible/links/${parsed.id}`, supporter)).status).toBe(404);
  });

  it("never shows or changes another user's link", async () => {
    const created = await send('POST', '/api/bible/links', supporter, body);
    const { link } = (await created.json()) as { link: { id: string } };
    const theirs = customVerseLinksResponse.parse(await (await get('/api/bible/links?book=John&chapter=3', otherSupporter)).json());
    expect(theirs.links).toEqual([]);
    expect((await send('PATCH', `/api/bible/links/${link.id}`, otherSupporter, { note: 'x' })).status).toBe(404);
    expect((await send('DELETE', `/api/bible/links/${link.id}`, otherSupporter)).status).toBe(404);
    expect((await send('DELETE', '/api/bible/links/not-a-uuid', otherSupporter)).status).toBe(404);
    const mine = customVerseLinksResponse.parse(await (await get('/api/bible/links?book=John&chapter=3', supporter)).json());
    expect(mine.links.map((l) => l.id)).toContain(link.id);
  });

  it('validates verses, ranges and note length', async () => {
    const bad = [
      { ...body, toVerseFrom: 99, toVerseTo: null },
      { ...body, toVerseFrom: 8, toVerseTo: 6 },
      { ...body, toBook: 'Hezekiah' },
      { ...body, note: 'x'.repeat(281) },
      { ...body, toBook: 'John', toChapter: 3, toVerseFrom: 16, toVerseTo: null },
    ];
    const statuses = await Promise.all(bad.map(async (b) => (await send('POST', '/api/bible/links', supporter, b)).status));
    expect(statuses).toEqual([404, 400, 404, 400, 400]);
  });
});
