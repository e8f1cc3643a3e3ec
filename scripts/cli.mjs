// `npm run cli -- <command>`: the operator CLI, built on demand like the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root, targets } from './build-state.mjs';

if (isStale(targets.api.output, targets.api.sources)) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@rooted/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/cli.js')).href);
