// Issue 14, CSRF: every state-changing route refuses a request that a browser made on another site's
// behalf (its Origin, or Fetch Metadata, names another site), with or without the session cookie.
// The rule (lib/same-origin.ts): an Origin must be ours; without an Origin, Sec-Fetch-Site must not say
// cross-site. A request with neither header is not from a browser and carries no ambient cookie.
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { endpoints, fillPath, STATE_CHANGING } from '../../test/routes';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
const admin = await createSignedInUser(t, { admin: true, supporter: true });
const REFUSED = { error: { code: 'forbidden', message: 'This request must come from the Rooted app itself.' } };
const UUID = '00000000-0000-4000-8000-000000000000';
const PARAMS = new Proxy({} as Record<string, string>, { get: (_, name) => (String(name).endsWith('Id') || name === 'id' ? UUID : 'x') });

// Called by the payment provider's servers, never by a browser: its signature is the authentication.
const NOT_A_BROWSER_ROUTE = new Set(['POST /api/payments/webhook']);
const stateChanging = endpoints(t.app).filter((key) => STATE_CHANGING.has(key.split(' ')[0]!) && !NOT_A_BROWSER_ROUTE.has(key));

/** What a page on evil.example can make a browser send: a plain form post, cookies attached if allowed. */
function crossSite(key: string, headers: Record<string, string>, cookie?: string) {
  const [method, path] = key.split(' ') as [string, string];
  return t.app.request(`http://localhost:3000${fillPath(path, PARAMS)}`, {
    method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie && { Cookie: cookie }), ...headers },
    body: 'name=Hijacked&email=victim%40example.com&password=x',
  });
}

describe('cross-site requests to state-changing routes are refused (403)', () => {
  it('the walk covers every state-changing route of the app', () => {
    expect(stateChanging.length).toBeGreaterThan(50);
    expect(stateChanging).toEqual(expect.arrayContaining(['POST /api/auth/sign-in', 'POST /api/bug-reports', 'PATCH /api/profile', 'POST /api/waitlist']));
  });

  it.each(stateChanging)('%s: a form post from https://evil.example, with the session cookie', async (key) => {
    const res = await crossSite(key, { Origin: 'https://evil.example' }, admin.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
  });

  it.each(stateChanging)('%s: without a cookie too (login CSRF, form spam)', async (key) => {
    expect((await crossSite(key, { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it.each(stateChanging)('%s: an opaque "null" Origin (sandboxed frame) or Sec-Fetch-Site: cross-site', async (key) => {
    expect((await crossSite(key, { Origin: 'null' }, admin.cookie)).status).toBe(403);
    expect((await crossSite(key, { 'Sec-Fetch-Site': 'cross-site' }, admin.cookie)).status).toBe(403);
  });

  it('a look-alike origin (another port, scheme or a suffix) is not ours', async () => {
    for (const origin of ['http://localhost:3001', 'https://localhost:3000', 'http://localhost:3000.evil.example', 'http://evil.localhost:3000']) {
      expect((await crossSite('POST /api/flashcards/decks', { Origin: origin }, admin.cookie)).status, origin).toBe(403);
    }
  });

  it('nothing was written by the refused requests', async () => {
    const decks = await t.request('/api/flashcards/decks', { cookie: admin.cookie });
    expect(((await decks.json()) as { decks: unknown[] }).decks).toEqual([]);
    const profile = await t.request('/api/profile', { cookie: admin.cookie });
    expect(await profile.json()).toMatchObject({ profile: { firstName: 'Test' } });
    const waitlist = await t.request('/api/admin/waitlist', { cookie: admin.cookie });
    expect(JSON.stringify(await waitlist.json())).not.toContain('victim@example.com');
  });
});

describe('requests the rule lets through', () => {
  it('our own pages (Origin = PUBLIC_URL) and same-origin Fetch Metadata', async () => {
    const own = await t.request('/api/flashcards/decks', { method: 'POST', cookie: admin.cookie, json: { name: 'Mine' } });
    expect(own.status).toBe(201);
    const sameOrigin = await t.app.request('http://localhost:3000/api/flashcards/decks', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Also mine' }),
    });
    expect(sameOrigin.status).toBe(201);
  });

  it('a client that is not a browser (no Origin, no Fetch Metadata) is not a CSRF risk', async () => {
    const res = await t.app.request('http://localhost:3000/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(200);
  });

  it('reading is never refused for its Origin (GET changes nothing)', async () => {
    const res = await t.app.request('http://localhost:3000/api/flashcards/decks', { headers: { Origin: 'https://evil.example', Cookie: admin.cookie } });
    expect(res.status).toBe(200);
    // ...and the other site cannot read the answer: no CORS grant.
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
