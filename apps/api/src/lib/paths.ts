import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the nearest folder upwards with package-lock.json (works from src/ and dist/). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package-lock.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const repoRoot = findRepoRoot();
export const apiRoot = path.join(repoRoot, 'apps/api');
export const migrationsDir = path.join(apiRoot, 'src/db/migrations');
export const assetsDir = path.join(apiRoot, 'assets');
// ROOTED_WEB_DIST lets parallel test runs each serve (and build) their own copy of the web app.
export const webDistDir = process.env.ROOTED_WEB_DIST ? path.resolve(process.env.ROOTED_WEB_DIST) : path.join(repoRoot, 'apps/web/dist');
