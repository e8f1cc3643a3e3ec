// Serves the built single-page app: hashed assets cached forever, index.html never cached,
// real files (robots.txt, icons) as themselves, the service worker and manifest always revalidated,
// and any other page path as index.html.
import fs from 'node:fs';
import path from 'node:path';
import { matchPageRoute } from '@rooted/shared';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';
import { pageHtmlFile } from './page-html';
import { injectPageMeta, type PageMetaResolver } from './page-meta';
import { safeJoin, serveFile } from './serve-file';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const NO_CACHE = 'no-cache';

export interface MountWebOptions {
  /** Link-preview tags for pages whose preview depends on data (a shared certificate). */
  pageMeta?: PageMetaResolver;
}

export function mountWeb(app: Hono<AppEnv>, distDir: string, options: MountWebOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');

  app.get('/assets/*', (c) => {
    const file = safeJoin(distDir, c.req.path);
    return (file && serveFile(c, file, IMMUTABLE)) || c.text('Not found', 404);
  });

  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.json(errorBody('not_found', 'No such API route.'), 404);
    const file = path.extname(c.req.path) ? safeJoin(distDir, c.req.path) : undefined;
    if (file) {
      // The service worker and the manifest are revalidated on every load: a new deploy's worker (with its
      // new precache list) must reach the browser at once, not an hour later.
      const revalidate = c.req.path === '/sw.js' || c.req.path === '/manifest.webmanifest';
      const res = serveFile(c, file, revalidate ? NO_CACHE : SHORT);
      if (res) return res;
      return c.text('Not found', 404);
    }
    if (!fs.existsSync(indexFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    }
    const pattern = matchPageRoute(c.req.path);
    const pageFile = pageHtmlFile(distDir, pattern);
    const meta = options.pageMeta && (await options.pageMeta(c, c.req.path));
    if (meta) {
      c.header('Cache-Control', NO_CACHE);
      return c.html(injectPageMeta(await fs.promises.readFile(pageFile, 'utf8'), meta));
    }
    const res = serveFile(c, pageFile, NO_CACHE)!;
    // Unknown pages still get the app (it shows the not-found page) but with an honest status.
    return pattern ? res : new Response(res.body, { status: 404, headers: res.headers });
  });
}
