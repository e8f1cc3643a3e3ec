// A tiny built web app (index.html, a hashed asset, robots.txt) for tests that need the SPA side of the
// server without building apps/web.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WEB_ASSET = '/assets/index-abc123.js';

export function createWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>Rooted</title><script type="module" src="${WEB_ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, WEB_ASSET), 'console.log("rooted");');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  return dist;
}
