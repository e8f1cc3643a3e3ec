// Issue 13: a page's first load gets the copy of index.html that names the page's own chunks
// (<link rel="modulepreload">), so the browser fetches them while it reads the HTML. Pages without a copy,
// unknown pages and builds without copies get index.html as before.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createWebDist } from '../../test/web-dist';
import { createApp } from '../app';

const t = await createTestApp();
const EPISODE_CHUNK = '/assets/episode-abc123.js';

/** A built web app with a page copy for the episode page only (as the web build writes them). */
function distWithPageCopies(): string {
  const dist = createWebDist();
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(dist, 'pages'));
  const copy = index.replace(
    '</head>',
    `<link rel="modulepreload" crossorigin href="${EPISODE_CHUNK}"></head>`,
  );
  fs.writeFileSync(path.join(dist, 'pages', 'episode.html'), copy);
  fs.writeFileSync(
    path.join(dist, 'pages', 'routes.json'),
    JSON.stringify({ '/episodes/*': 'pages/episode.html', '/series': '../../escape.html' }),
  );
  return dist;
}

const get = async (app: ReturnType<typeof createApp>, p: string) => {
  const res = await app.request(`http://localhost:3000${p}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
};

describe("a page's first load names its chunks", () => {
  const app = createApp(t.deps, { webDist: distWithPageCopies() });

  it('an episode page gets its copy, revalidated like index.html', async () => {
    const page = await get(app, '/episodes/parables-1-the-prodigal-son');
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-cache');
    expect(page.html).toContain(`<link rel="modulepreload" crossorigin href="${EPISODE_CHUNK}">`);
  });

  it('a page without a copy, an unknown page (404) and a copy outside the build get index.html', async () => {
    const home = await get(app, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<div id="root">');
    expect(home.html).not.toContain('modulepreload');
    const unknown = await get(app, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).not.toContain('modulepreload');
    const escaping = await get(app, '/series');
    expect(escaping.status).toBe(200);
    expect(escaping.html).not.toContain('modulepreload');
  });

  it('a build without copies serves index.html to every page', async () => {
    const plain = createApp(t.deps, { webDist: createWebDist() });
    const page = await get(plain, '/episodes/parables-1-the-prodigal-son');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root">');
    expect(page.html).not.toContain('modulepreload');
  });
});
