// Issue 14, security: the headers every response carries (SPA pages, API JSON, errors, media, static
// files), HSTS only over https, and the session cookie's attributes.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { createWebDist, WEB_ASSET } from '../../test/web-dist';
import { createApp } from '../app';
import type { Env } from '../env';

const t = await createTestApp();
const webDist = createWebDist();
/** The same database and settings with a different environment (no second database needed). */
const appWith = (env: Partial<Env> = {}) => createApp({ ...t.deps, env: { ...t.env, ...env } }, { webDist });
const app = appWith();
const get = (path: string, headers: Record<string, string> = {}, target = app) =>
  Promise.resolve(target.request(`http://localhost:3000${path}`, { headers }));

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  // No inline scripts, no eval, no plugins, no framing, no foreign form targets.
  expect(directives.get('script-src'), what).toEqual(["'self'"]);
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'self'"]);
  expect(directives.get('form-action'), what).toEqual(["'self'"]);
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options'), what).toBe('DENY');
}

describe('security headers on every kind of response', () => {
  it.each([
    ['the SPA page', '/', 200, 'text/html'],
    ['an unknown SPA page', '/no-such-page', 404, 'text/html'],
    ['a hashed static asset', WEB_ASSET, 200, 'javascript'],
    ['a static file', '/robots.txt', 200, 'text/plain'],
    ['a missing static file', '/missing.png', 404, 'text/plain'],
    ['API JSON', '/api/health', 200, 'application/json'],
    ['an API 404', '/api/no-such-thing', 404, 'application/json'],
    ['an API 401', '/api/profile', 401, 'application/json'],
    ['an API validation error (thrown, through onError)', '/api/episodes?page=zero', 400, 'application/json'],
    ['demo media', '/media/demo/artwork/daily-scroll.svg', 200, 'image/svg+xml'],
    ['missing media', '/media/no-such.mp3', 404, 'application/json'],
  ])('%s (%s)', async (what, path, status, type) => {
    const res = await get(path);
    expect(res.status, what).toBe(status);
    expect(res.headers.get('content-type'), what).toContain(type);
    expectSecurityHeaders(res, what);
    expect(res.headers.get('strict-transport-security'), 'no HSTS over http').toBeNull();
  });

  it('a ranged media response and a 304 revalidation carry them too', async () => {
    const ranged = await get('/media/demo/artwork/daily-scroll.svg', { Range: 'bytes=0-9' });
    expect(ranged.status).toBe(206);
    expectSecurityHeaders(ranged, 'range');
    const etag = (await get(WEB_ASSET)).headers.get('etag')!;
    const cached = await get(WEB_ASSET, { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
    expectSecurityHeaders(cached, '304');
  });

  it('an over-large body refused by the body limit (413) carries them', async () => {
    const tooLarge = await t.request('/api/waitlist', { method: 'POST', body: 'x'.repeat(300 * 1024), headers: { 'Content-Type': 'application/json' } });
    expect(tooLarge.status).toBe(413);
    expectSecurityHeaders(tooLarge, '413');
  });
});

describe('HSTS only when the response goes out over https', () => {
  const hsts = (res: Response) => res.headers.get('strict-transport-security');

  it('not over plain http, even when the client claims X-Forwarded-Proto: https without TRUST_PROXY', async () => {
    expect(hsts(await get('/api/health'))).toBeNull();
    expect(hsts(await get('/api/health', { 'X-Forwarded-Proto': 'https' }))).toBeNull();
  });

  it('behind a trusted proxy, from X-Forwarded-Proto', async () => {
    const proxied = appWith({ TRUST_PROXY: true });
    expect(hsts(await get('/', { 'X-Forwarded-Proto': 'https' }, proxied))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await get('/api/health', { 'X-Forwarded-Proto': 'https, http' }, proxied))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await get('/api/health', { 'X-Forwarded-Proto': 'http' }, proxied))).toBeNull();
    expect(hsts(await get('/api/health', {}, proxied))).toBeNull();
  });

  it('when the request itself is https, or PUBLIC_URL says the site is served over https', async () => {
    expect(hsts(await Promise.resolve(app.request('https://localhost:3000/api/health')))).toBe('max-age=31536000; includeSubDomains');
    const https = appWith({ publicUrl: 'https://rooted.example' });
    expect(hsts(await get('/', {}, https))).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await get('/api/no-such-thing', {}, https))).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('session cookies', () => {
  const user = createSignedInUser(t);
  async function signInCookies(target: ReturnType<typeof appWith>, origin: string) {
    const { email, password } = await user;
    const res = await target.request('http://localhost:3000/api/auth/sign-in', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    return cookies;
  }

  it('are httpOnly and SameSite=Lax, and not Secure over plain http (the browser would drop them)', async () => {
    for (const cookie of await signInCookies(app, t.env.publicUrl)) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('are Secure (with the __Secure- prefix) when the site is served over https', async () => {
    const https = appWith({ publicUrl: 'https://rooted.example' });
    const cookies = await signInCookies(https, 'https://rooted.example');
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-rooted\./);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});

describe('security headers through the real Node server', () => {
  // node-server keeps a JSON answer's headers apart from the real Response until something asks for its
  // body; replacing the response after the handler (c.header() late) used to drop the headers set on it.
  it('a JSON answer that sets no header of its own still carries every security header and its request id', async () => {
    const user = await createSignedInUser(t);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/dashboard?timeZone=UTC`, { headers: { cookie: user.cookie } });
      expect(res.status).toBe(200);
      expectSecurityHeaders(res, 'the dashboard over node-server');
      expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
      // Under node-server the headers go onto Node's response before the handler runs: every kind of
      // answer carries them (a pre-serialised body, a 404, better-auth's own response, a page of the app).
      for (const path of ['/api/bible/WEB/John/3', '/api/no-such-route', '/api/auth/me', '/']) {
        const other = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: user.cookie } });
        expectSecurityHeaders(other, `${path} over node-server`);
        expect(other.headers.get('x-request-id'), path).toMatch(/[0-9a-f-]{36}/);
        expect(other.headers.get('content-security-policy')?.split(', ')).toHaveLength(1);
      }
    } finally {
      server.close();
    }
  });
});
