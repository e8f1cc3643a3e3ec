// Tells whether the production build is missing or older than its sources, so `npm start` and
// `npm run cli` build only when they need to.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const at = (...p) => path.join(root, ...p);

export function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(at(s)) > built);
}

export const targets = {
  api: { output: at('apps/api/dist/index.js'), sources: ['apps/api/src', 'packages/shared/src', 'apps/api/build.mjs'] },
  web: {
    // ROOTED_WEB_DIST: a separate build folder, so parallel test runs do not rebuild each other's files.
    output: process.env.ROOTED_WEB_DIST ? path.join(path.resolve(process.env.ROOTED_WEB_DIST), 'index.html') : at('apps/web/dist/index.html'),
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'],
  },
};
