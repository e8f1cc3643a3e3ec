// Issue 14, crash safety and a briefly unavailable database on an external PostgreSQL (DATABASE_URL). The
// production server reaches its own fresh database through a TCP proxy that the test can cut: while the
// database is unreachable, requests fail with 503 in the API's error shape and /api/health says so; once
// it is back they succeed again without a restart. Then the app is killed with SIGKILL mid-stream and
// restarted: every acknowledged write must be there.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CuttableProxy } from '../../test/cuttable-proxy';
import { ensureApiBuild, runCli, signIn, startServer, type ServerProcess } from '../../test/server-process';
import { isErrorShape, WriteStream } from '../../test/write-stream';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const serverUrl = new URL(inject('serverUrl'));
const dbName = `rooted_crash_${randomBytes(4).toString('hex')}`;
const directUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const proxy = new CuttableProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
const proxiedUrl = () => Object.assign(new URL(directUrl), { hostname: '127.0.0.1', port: String(proxy.port) }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-crash-ext-'));
const users = [1, 2, 3].map((n) => ({ email: `crash-ext-${n}@example.com`, password: 'Crash-Test-Passw0rd!' }));
let server: ServerProcess | undefined;
let port = 0;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function start(): Promise<ServerProcess> {
  server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: proxiedUrl() }, { port });
  port = server.port;
  return server;
}

async function stream(baseUrl: string): Promise<WriteStream> {
  const signedIn = await Promise.all(users.map(async (u) => ({ email: u.email, cookie: await signIn(baseUrl, u.email, u.password) })));
  return new WriteStream(baseUrl, signedIn, await WriteStream.episodes(baseUrl));
}

beforeAll(async () => {
  await ensureApiBuild();
  // A fresh database of our own, cloned from the migrated and seeded test template.
  await admin((c) => c.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDb')}`));
  for (const u of users) {
    const created = runCli(['user', 'create', '--email', u.email, '--password', u.password, '--first-name', 'Crash', '--verified'], {
      DATA_DIR: dataDir,
      DATABASE_URL: directUrl,
    });
    expect(created.status, created.stderr).toBe(0);
  }
  await proxy.listen();
  await start();
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await proxy.close();
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an external PostgreSQL that is briefly unreachable', () => {
  it('fails requests with 503 in the error shape while it is down, and recovers without a restart', async () => {
    const s = await stream(server!.baseUrl);
    const appPid = server!.child.pid;
    s.start();
    await s.acknowledgedMore(40);
    proxy.cut();
    const cutAt = s.figures.acknowledged;
    await pause(500);

    const health = await fetch(`${server!.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', database: 'down' });
    const read = await fetch(`${server!.baseUrl}/api/episodes`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(isErrorShape(await read.text())).toBe(true);
    await pause(1_000);
    const duringOutage = s.figures.acknowledged;
    expect(duringOutage - cutAt).toBeLessThanOrEqual(users.length); // at most the answers already on their way

    proxy.restore();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await pause(100)) {
      if ((await fetch(`${server!.baseUrl}/api/health`)).ok) break;
    }
    expect((await fetch(`${server!.baseUrl}/api/health`)).status).toBe(200);
    await s.acknowledgedMore(20); // writes succeed again, without a restart
    await s.stop();

    expect(server!.child.pid).toBe(appPid);
    expect(server!.child.exitCode).toBeNull();
    expect(Object.keys(s.figures.failures)).toEqual(['503']);
    expect(s.figures.badShape).toBe(0);
    const { checked, lost } = await s.lostWrites();
    console.log(`[crash-safety/external] database unreachable: ${JSON.stringify({ ...s.figures, writesChecked: checked, lost: lost.length })}`);
    expect(lost).toEqual([]);
  }, 300_000);

  it('keeps every acknowledged write when the app is killed mid-stream, and restarts cleanly', async () => {
    if (server!.child.exitCode !== null || server!.child.signalCode !== null) await start();
    const s = await stream(server!.baseUrl);
    s.start();
    await s.acknowledgedMore(60);
    server!.child.kill('SIGKILL');
    await server!.exited;
    await pause(300);
    await s.stop();

    await start();
    const { checked, lost } = await s.lostWrites();
    console.log(`[crash-safety/external] app SIGKILL: ${JSON.stringify({ ...s.figures, writesChecked: checked, lost: lost.length })}`);
    expect(lost).toEqual([]);
    expect(checked).toBeGreaterThan(10);
    expect(Object.keys(s.figures.failures).filter((k) => k !== 'network')).toEqual([]);
  }, 300_000);
});
