// The database limit of each endpoint: its own SQL (bench/pgbench/<endpoint>.sql, the statements one
// request needs, as a quiet server sends them, with the same kind of random users and ids) run by pgbench
// straight against the same database, with as many connections as the app's pools have together. How
// close an endpoint gets is what the app itself costs. Under load the app sends the statements of requests
// in flight together (apps/api/src/db/batched.ts), which costs PostgreSQL less per request than these
// scripts do, so an endpoint can go past this limit.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SEARCH_QUERIES, SUBJECTS } from './endpoints.mjs';
import { datasetSize } from './seed.mjs';

const run = promisify(execFile);
const scriptsDir = path.resolve(import.meta.dirname, '../pgbench');
export const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

const sqlArray = (list) => `(ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[])`;

export function hasScript(endpoint) {
  return fs.existsSync(path.join(scriptsDir, `${endpoint}.sql`));
}

/** The script with the dataset's sizes and word lists filled in. */
export function renderScript(endpoint, scale) {
  const n = datasetSize(scale);
  const values = {
    USERS: n.users,
    EPISODES: n.episodes,
    SERIES: n.series,
    QUERIES: sqlArray(SEARCH_QUERIES),
    QUERY_COUNT: SEARCH_QUERIES.length,
    SUBJECTS: sqlArray(SUBJECTS),
    SUBJECT_COUNT: SUBJECTS.length,
  };
  const text = fs.readFileSync(path.join(scriptsDir, `${endpoint}.sql`), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`${endpoint}.sql: unknown placeholder {{${key}}}`);
    return String(values[key]);
  });
}

/** Runs one endpoint's script; resolves with transactions (= endpoint calls) per second and latency. */
export async function pgbench({ url, endpoint, scale, clients, duration }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-pgbench-')), `${endpoint}.sql`);
  fs.writeFileSync(file, renderScript(endpoint, scale));
  try {
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, os.cpus().length)), '-T', String(duration), '-f', file, url];
    const { stdout } = await run(PGBENCH, args, { maxBuffer: 16 * 1024 * 1024 });
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    return { tps: Math.round(tps * 10) / 10, latencyAvgMs: latency, failed, clients, durationS: duration };
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
