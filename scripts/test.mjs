// `npm test`: typecheck, lint, unit + API tests, then browser tests. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

const stages = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of stages) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
