// The production API as one process of its own on the bench's seeded database, and the CPU it, PostgreSQL
// and the machine spend (from /proc, Linux only): for the tools that look at one endpoint
// (endpoint-cpu.mjs, ab.mjs) rather than the whole bench.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';
import { BENCH_AUTH_SECRET } from './session.mjs';

const env = process.env;
export const benchDbUrl = `${(env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')}/${env.BENCH_DB ?? 'rooted_bench'}`;

/** User and system CPU so far, in ms, from a /proc stat file (clock ticks of 10 ms). */
function cpuTimes(statFile) {
  const fields = fs.readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
  return { userMs: Number(fields[11]) * 10, systemMs: Number(fields[12]) * 10 };
}

/** user + system CPU of a process so far, in ms (/proc/<pid>/stat). */
export function cpuMs(pid) {
  try {
    const { userMs, systemMs } = cpuTimes(`/proc/${pid}/stat`);
    return userMs + systemMs;
  } catch {
    return 0; // the process has ended
  }
}

/**
 * The main thread of a process so far: its user and system CPU in ms and its involuntary context
 * switches, the times it lost its core while it still had work (/proc/<pid>/task/<pid>).
 */
export function mainThread(pid) {
  try {
    const task = `/proc/${pid}/task/${pid}`;
    const status = fs.readFileSync(`${task}/status`, 'utf8');
    const involuntary = Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return { ...cpuTimes(`${task}/stat`), involuntary };
  } catch {
    return { userMs: 0, systemMs: 0, involuntary: 0 }; // the process has ended
  }
}

function postgresPids() {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return []; // pgrep found none
  }
}
export const postgresMs = () => postgresPids().reduce((sum, pid) => sum + cpuMs(pid), 0);

/** The API process and, with API_PROCESSES, the server processes it started. */
export function apiMs(pid) {
  let children = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    // pgrep found none: a single process
  }
  return children.reduce((sum, child) => sum + cpuMs(child), cpuMs(pid));
}

/** Read and write system calls of a process so far (/proc/<pid>/io): socket reads and writes included. */
export function ioCalls(pid) {
  try {
    const io = Object.fromEntries(
      fs.readFileSync(`/proc/${pid}/io`, 'utf8').trim().split('\n').map((line) => line.split(': ')),
    );
    return { reads: Number(io.syscr), writes: Number(io.syscw) };
  } catch {
    return { reads: 0, writes: 0 }; // the process has ended
  }
}

/** Idle and total jiffies of the whole machine so far (/proc/stat). */
export function machine() {
  const cells = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: cells[3] + cells[4], total: cells.reduce((a, b) => a + b, 0) };
}

/**
 * Starts the API build at `entry` (a file in apps/api/dist, so that it finds its packages and migrations)
 * on `port`, and resolves once /api/health answers. NODE_FLAGS (e.g. '--cpu-prof') go to node.
 */
export async function startApi({ entry, port }) {
  const api = spawn(process.execPath, [...(env.NODE_FLAGS?.split(' ').filter(Boolean) ?? []), path.resolve(root, entry)], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: benchDbUrl,
      DATA_DIR: path.join(root, `bench/.data/api-${port}`),
      AUTH_SECRET: BENCH_AUTH_SECRET,
      FEED_REFRESH_MINUTES: '0',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (tries > 600 || api.exitCode !== null) {
      api.kill('SIGTERM');
      throw new Error(`the API (${entry}) did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: api.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      api.kill('SIGTERM');
      await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    },
  };
}
