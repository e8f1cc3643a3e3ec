// Issue 15, installable offline app: how the server sends the service worker and the manifest. The
// worker must never sit in an HTTP cache (a deploy's new worker has to reach browsers on their next load),
// both need their real content types, and the CSP allows them from this origin only.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createWebDist, WEB_ASSET } from '../../test/web-dist';
import { createApp } from '../app';

const t = await createTestApp();
const webDist = createWebDist();
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Rooted', start_url: '/' }));
fs.mkdirSync(path.join(webDist, 'icons'));
fs.writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
const app = createApp(t.deps, { webDist });
const get = (p: string) => Promise.resolve(app.request(`http://localhost:3000${p}`));

describe('service worker, manifest and icons', () => {
  it('serves /sw.js as JavaScript that is revalidated on every load', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, revalidated on every load', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toMatchObject({ name: 'Rooted' });
  });

  it('keeps hashed assets immutable and icons on the short cache', async () => {
    expect((await get(WEB_ASSET)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("allows workers and the manifest from this origin only (CSP worker-src and manifest-src 'self')", async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });
});
