// `npm test`: typecheck, lint, unit + API tests, then browser tests; stops at the first failing stage.
// With TEST_ALSO_DATABASE_URL set (CI does), the API tests run a second time on that PostgreSQL server.
// Ends with one line 'Total: N passed, N failed' summed over every test stage.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const reports = path.join(root, 'test-results');
fs.mkdirSync(reports, { recursive: true });
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, name)}`];

const stages = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'unit and API tests', cmd: 'npx', args: ['vitest', 'run', ...vitestJson('vitest.json')], report: 'vitest.json' },
];
if (process.env.TEST_ALSO_DATABASE_URL) {
  stages.push({
    name: 'API tests on the PostgreSQL server',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'api', ...vitestJson('vitest-server.json')],
    env: { TEST_DATABASE_URL: process.env.TEST_ALSO_DATABASE_URL },
    report: 'vitest-server.json',
  });
}
stages.push({
  name: 'browser tests',
  cmd: 'npm',
  args: ['run', 'test:e2e', '--', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  report: 'playwright.json',
});

const totals = { passed: 0, failed: 0, skipped: 0 };
function count(report) {
  const file = path.join(reports, report);
  if (!fs.existsSync(file)) return;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in data) {
    totals.passed += data.numPassedTests;
    totals.failed += data.numFailedTests;
    totals.skipped += data.numPendingTests + (data.numTodoTests ?? 0);
  } else if (data.stats) {
    totals.passed += data.stats.expected + (data.stats.flaky ?? 0);
    totals.failed += data.stats.unexpected;
    totals.skipped += data.stats.skipped;
  }
}

const only = process.argv.slice(2);
let status = 0;
for (const stage of stages) {
  if (only.length && !only.some((o) => stage.name.includes(o))) continue;
  if (stage.report) fs.rmSync(path.join(reports, stage.report), { force: true });
  console.log(`\n▶ ${stage.name}`);
  const started = Date.now();
  const result = spawnSync(stage.cmd, stage.args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...stage.env } });
  console.log(`${result.status === 0 ? '✔' : '✘'} ${stage.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (stage.report) count(stage.report);
  if (result.status !== 0) {
    status = result.status ?? 1;
    break;
  }
}
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
