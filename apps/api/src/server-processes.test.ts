// API_PROCESSES: the production server (dist/index.js) as several processes on one port, against the
// PostgreSQL server and Redis: all of them answer, one that crashes is replaced, SIGTERM stops them all
// cleanly, and one that cannot start stops the server with an error instead of being restarted forever.
// Needs Redis (TEST_REDIS_URL, default 127.0.0.1:6379), like the multi-instance test.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureApiBuild, startServer, type ServerProcess } from '../test/server-process';
import { apiRoot } from './lib/paths';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dbName = `rooted_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-processes-'));

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The pids of a process's children (the server processes the primary started). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number).sort();
  } catch {
    return []; // pgrep found none
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(read: () => T, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let server: ServerProcess;
let databaseUrl: string;

beforeAll(async () => {
  await ensureApiBuild();
  const admin = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  databaseUrl = withDatabase(inject('serverUrl'), dbName);
  server = await startServer({
    API_PROCESSES: '2',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '3',
    REDIS_URL,
    REDIS_KEY_PREFIX: `rooted-processes-test:${dbName}:`,
    AUTH_SECRET: 'server-processes-test-secret-0123456789abcdef',
    ROOTED_WEB_DIST: path.join(dataDir, 'no-web'),
  });
});

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('API_PROCESSES: several server processes on one port', () => {
  it('starts that many processes, every one of them answering on the shared port', async () => {
    const workers = await until(() => childrenOf(server.child.pid!), (pids) => pids.length === 2);
    expect(workers).toHaveLength(2);
    const listening = () => server.output().match(/Rooted is listening/g)?.length ?? 0;
    expect(await until(listening, (n) => n === 2)).toBe(2);
    // Each request on a new connection: the primary hands connections to the processes in turn.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${server.baseUrl}/api/podcasts`, { headers: { connection: 'close' } }).then((r) => r.status)),
    );
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it('replaces a process that crashes, and keeps answering meanwhile', async () => {
    const before = childrenOf(server.child.pid!);
    process.kill(before[0]!, 'SIGKILL');
    const after = await until(
      () => childrenOf(server.child.pid!),
      (pids) => pids.length === 2 && !pids.includes(before[0]!),
    );
    expect(after).toHaveLength(2);
    expect(after).toContain(before[1]);
    // pgrep can see the new process before this test has read the primary's log line from the pipe.
    const replaced = /a server process ended; starting another/;
    expect(await until(() => server.output(), (out) => replaced.test(out))).toMatch(replaced);
    const res = await fetch(`${server.baseUrl}/api/health`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
  });

  it('stops every process on SIGTERM, cleanly', async () => {
    const workers = childrenOf(server.child.pid!);
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });

  it('ends with an error when its processes cannot start, instead of starting them again and again', async () => {
    // Nothing listens on port 9: each process fails to reach its database at start.
    const child = spawn(process.execPath, [path.join(apiRoot, 'dist/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        API_PROCESSES: '2',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:9/rooted',
        REDIS_URL,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toMatch(/a server process failed to start; stopping/);
  }, 60_000);
});
