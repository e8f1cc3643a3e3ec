// Issue 14, crash safety on the embedded PostgreSQL: the production server (dist/index.js, what `npm start`
// runs) takes a stream of progress saves and note edits over HTTP; the app process, and separately the
// database process, is killed with SIGKILL mid-stream. Every write that had been acknowledged with a 2xx
// must be there afterwards, and the app must start again cleanly (no stale lock, no orphaned database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureApiBuild, runCli, signIn, startServer, type ServerProcess } from '../../test/server-process';
import { WriteStream } from '../../test/write-stream';
import { isAlive } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-crash-'));
// DATABASE_URL is cleared so that the server and the CLI use the embedded cluster in dataDir.
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const users = [1, 2, 3].map((n) => ({ email: `crash-${n}@example.com`, password: 'Crash-Test-Passw0rd!' }));
const lockFile = path.join(dataDir, 'embedded-postgres.lock');
let server: ServerProcess | undefined;
let port = 0;

/** The postmaster's pid, from its own pid file. */
function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0]);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What to look at when the database outlived the app: the process, its log and the app's last lines. */
function stillRunning(pid: number): string {
  const ps = spawnSync('ps', ['-o', 'pid,ppid,stat,etime,cmd', '-p', String(pid)], { encoding: 'utf8' }).stdout;
  const log = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').split('\n').slice(-60).join('\n');
  return `PostgreSQL ${pid} still running:\n${ps}\npostgres.log:\n${log}\napp:\n${server!.output().split('\n').slice(-10).join('\n')}`;
}

async function start(): Promise<ServerProcess> {
  server = await startServer(env, { port, timeoutMs: 280_000 });
  port = server.port;
  return server;
}

/** Each test starts from a running server, whatever the previous one left. */
async function running(): Promise<ServerProcess> {
  if (server && server.child.exitCode === null && server.child.signalCode === null) return server;
  return start();
}

async function stream(baseUrl: string): Promise<WriteStream> {
  const signedIn = await Promise.all(users.map(async (u) => ({ email: u.email, cookie: await signIn(baseUrl, u.email, u.password) })));
  return new WriteStream(baseUrl, signedIn, await WriteStream.episodes(baseUrl));
}

function report(label: string, s: WriteStream, checked: number, lost: string[]) {
  console.log(`[crash-safety/embedded] ${label}: ${JSON.stringify({ ...s.figures, writesChecked: checked, lost: lost.length })}`);
}

beforeAll(async () => {
  await ensureApiBuild();
  for (const u of users) {
    const created = runCli(['user', 'create', '--email', u.email, '--password', u.password, '--first-name', 'Crash', '--verified'], env);
    expect(created.status, created.stderr).toBe(0);
  }
  // The first start imports the Bible and seeds the demo content (episodes to save progress on): about
  // 12 s on an idle machine, much longer on a busy one.
  await start();
}, 300_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety on the embedded PostgreSQL', () => {
  it('keeps every acknowledged write when the app is killed mid-stream, and restarts past the orphaned database', async () => {
    const s = await stream((await running()).baseUrl);
    s.start();
    await s.acknowledgedMore(60);
    const appPid = server!.child.pid!;
    const orphan = postmasterPid();
    server!.child.kill('SIGKILL');
    await server!.exited;
    await pause(300); // writes keep coming while the app is down
    await s.stop();
    // The crash left its lock behind and its database running, as a real one would.
    expect(Number(fs.readFileSync(lockFile, 'utf8'))).toBe(appPid);
    expect(isAlive(orphan)).toBe(true);

    await start();
    expect(isAlive(orphan)).toBe(false); // shut down, not shared
    expect(postmasterPid()).not.toBe(orphan);
    expect(Number(fs.readFileSync(lockFile, 'utf8'))).toBe(server!.child.pid);

    const { checked, lost } = await s.lostWrites();
    report('app SIGKILL', s, checked, lost);
    expect(lost).toEqual([]);
    expect(checked).toBeGreaterThan(10);
    // Only the requests in flight at the moment of the kill, and those sent while it was down, failed.
    expect(Object.keys(s.figures.failures).filter((k) => k !== 'network')).toEqual([]);
  }, 300_000);

  it('answers 503 while its database is killed, restarts the database itself, and loses no acknowledged write', async () => {
    const s = await stream((await running()).baseUrl);
    const appPid = server!.child.pid!;
    s.start();
    await s.acknowledgedMore(40);
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');
    // The app notices, answers 503 meanwhile, and brings the database back without being restarted.
    let health: Response | undefined;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline; await pause(100)) {
      health = await fetch(`${server!.baseUrl}/api/health`);
      if (health.ok && postmasterPid() !== killed) break;
    }
    expect(health?.status).toBe(200);
    await s.acknowledgedMore(20); // writes succeed again after the recovery
    await s.stop();
    expect(server!.child.pid).toBe(appPid);
    expect(server!.child.exitCode).toBeNull();
    // Failures while the database was down are 503s in the API's error shape, never 500.
    const statuses = Object.keys(s.figures.failures);
    expect(statuses.every((k) => k === '503' || k === 'network'), JSON.stringify(s.figures.failures)).toBe(true);
    expect(s.figures.badShape).toBe(0);
    expect(server!.output()).toMatch(/the embedded PostgreSQL stopped unexpectedly/);

    const live = await s.lostWrites();
    expect(live.lost).toEqual([]);

    // A clean stop after the recovery stops the database and removes the lock; the next start is clean.
    const pgPid = postmasterPid();
    server!.child.kill('SIGTERM');
    expect(await server!.exited).toEqual({ code: 0, signal: null });
    // The app waits for its database to stop; the process may still need a moment to be reaped.
    for (const deadline = Date.now() + 5_000; isAlive(pgPid) && Date.now() < deadline; ) await pause(100);
    expect(isAlive(pgPid), stillRunning(pgPid)).toBe(false);
    expect(fs.existsSync(lockFile)).toBe(false);
    await start();
    const { checked, lost } = await s.lostWrites();
    report('database SIGKILL', s, checked, lost);
    expect(lost).toEqual([]);
    expect(server!.output()).not.toMatch(/left running by a previous crash/);
  }, 300_000);
});
