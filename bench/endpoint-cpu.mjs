#!/usr/bin/env node
// Where one endpoint's time goes: loads it like `npm run bench` does (autocannon, 50 connections) against
// the production API on the bench's already seeded PostgreSQL database, and prints requests per second,
// latency, and the CPU each request cost the API's processes, all PostgreSQL processes and this load
// generator (from /proc, Linux only), with how busy the machine was. Two builds can be compared by
// running it with each in turn (API_ENTRY).
//
//   npm run build -w @rooted/api && node bench/endpoint-cpu.mjs due-cards [--seconds 8] [--warmup 2]
//
// Settings (environment): BENCH_PG_URL and BENCH_DB as for `npm run bench` (seed it first with
// `npm run bench`), BENCH_PORT (default 3411), API_ENTRY (default apps/api/dist/index.js), API_PROCESSES
// with REDIS_URL for several server processes, NODE_FLAGS for the API process (e.g. '--cpu-prof
// --cpu-prof-dir=/tmp/profiles').
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from './lib/endpoints.mjs';
import { load } from './lib/load.mjs';
import { root } from './lib/server.mjs';
import { BENCH_AUTH_SECRET } from './lib/session.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '8' }, warmup: { type: 'string', default: '2' } },
});
const [name] = positionals;
const endpoint = endpoints({ scale: Number(process.env.BENCH_SCALE ?? 1) }).find((e) => e.name === name);
if (!endpoint) {
  console.error(`usage: node bench/endpoint-cpu.mjs <${endpoints().map((e) => e.name).join('|')}> [--seconds N]`);
  process.exit(2);
}

const env = process.env;
const port = Number(env.BENCH_PORT ?? 3411);
const dbUrl = `${(env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')}/${env.BENCH_DB ?? 'rooted_bench'}`;
const entry = path.resolve(root, env.API_ENTRY ?? 'apps/api/dist/index.js');
const baseUrl = `http://127.0.0.1:${port}`;

/** user + system CPU of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process has ended
  }
}
function postgresPids() {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return []; // pgrep found none
  }
}
const postgresMs = () => postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0);
/** The API process and, with API_PROCESSES, the server processes it started. */
function apiMs(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    // pgrep found none: a single process
  }
  return children.reduce((sum, child) => sum + cpuMs(child), cpuMs(pid));
}
function machine() {
  const cells = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: cells[3] + cells[4], total: cells.reduce((a, b) => a + b, 0) };
}

const api = spawn(process.execPath, [...(env.NODE_FLAGS?.split(' ').filter(Boolean) ?? []), entry], {
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    DATA_DIR: path.join(root, 'bench/.data/endpoint-cpu'),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    FEED_REFRESH_MINUTES: '0',
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (tries > 600 || api.exitCode !== null) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  // Start-up work (in-memory indexes) and the first requests' plans are not the steady state.
  await load({ url: baseUrl, next: endpoint.next, duration: Number(values.warmup), warmup: 0 });
  const before = { api: apiMs(api.pid), postgres: postgresMs(), loader: process.cpuUsage(), machine: machine() };
  const http = await load({ url: baseUrl, next: endpoint.next, duration: Number(values.seconds), warmup: 0 });
  const loader = process.cpuUsage(before.loader);
  const m = machine();
  const perRequest = (ms) => Math.round((ms / http.requests) * 1000) / 1000;
  console.log(
    JSON.stringify({
      endpoint: name,
      rps: http.rps,
      p50: http.p50,
      p95: http.p95,
      errors: http.errors,
      cpuMsPerRequest: {
        api: perRequest(apiMs(api.pid) - before.api),
        postgres: perRequest(postgresMs() - before.postgres),
        loader: perRequest((loader.user + loader.system) / 1000),
      },
      machineBusy: Math.round(1000 * (1 - (m.idle - before.machine.idle) / (m.total - before.machine.total))) / 10,
    }),
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
}
