// `npm start`: build what is missing or out of date, then run the production server in this process.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { isStale, root, targets } from './build-state.mjs';

for (const [name, target] of Object.entries(targets)) {
  if (!isStale(target.output, target.sources)) continue;
  console.log(`Building the ${name} (first start or changed sources)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', `@rooted/${name}`], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(targets.api.output).href);
