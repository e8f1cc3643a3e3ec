// Two production server processes (dist/index.js) on two ports against one PostgreSQL database and one
// Redis, as behind a load balancer: a user signed in on one is signed in on the other, rate limits count
// across both, progress saved on one is read on the other, catalogue answers kept by each are forgotten by
// both at a change, and both start at once on the same database.
// Needs Redis (TEST_REDIS_URL, default 127.0.0.1:6379): without it this fails rather than skips.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ensureApiBuild, startServer, type ServerProcess } from '../test/server-process';
import { listOutbox } from './lib/outbox';
import { migrationsDir } from './lib/paths';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
const dbName = `rooted_multi_${run}`;
const keyPrefix = `rooted-multi-test:${run}:`;
// The address people use (the load balancer's); each instance is also reached directly on its own port.
const PUBLIC_URL = 'http://rooted.test';
const PASSWORD = 'Passw0rd!multi';

interface Instance {
  name: string;
  url: string;
  dataDir: string;
  server: ServerProcess;
}

let a: Instance;
let b: Instance;
const instances: Instance[] = [];
let redis: Redis;
let migrationsAtStart = 0;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  // Each its own DATA_DIR: nothing the instances share may live there (sessions, limits, progress).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rooted-multi-${name}-`));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DB_POOL_SIZE: '4',
    PUBLIC_URL,
    AUTH_SECRET: 'multi-instance-test-secret-0123456789abcdef',
    REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    LOG_LEVEL: 'warn',
    ROOTED_WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const instance = { name, url: server.baseUrl, dataDir, server };
  instances.push(instance);
  return instance;
}

/** A browser on the public origin, whose requests the load balancer sent to `instance`. */
function call(instance: Instance, p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Origin', PUBLIC_URL);
  if (init.cookie) headers.set('Cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return fetch(`${instance.url}${p}`, { ...init, headers, body, redirect: 'manual' });
}

function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

const email = (label: string) => `${label}-${run}@example.com`.toLowerCase();

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`The multi-instance test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`);
  }
  await ensureApiBuild();
  const serverUrl = inject('serverUrl');
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, dbName);
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  migrationsAtStart = journal.entries.length;
  // Both at once: migrations and the seed check take turns under their advisory locks.
  [a, b] = await Promise.all([startInstance('A', databaseUrl), startInstance('B', databaseUrl)]);
});

afterAll(async () => {
  for (const instance of instances) instance.server.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
  const codes = await Promise.all(instances.map((i) => Promise.race([i.server.exited.then((e) => e.code), timeout])));
  for (const [index, code] of codes.entries()) if (code === 'timeout') instances[index]!.server.child.kill('SIGKILL');
  for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true });
  const serverUrl = inject('serverUrl');
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  if (redis?.status === 'ready') {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    await redis.quit();
  }
  // Shutting down cleanly includes closing the Redis connection; a hang would have needed SIGKILL.
  expect(codes).toEqual(instances.map(() => 0));
});

describe('two instances, one PostgreSQL, one Redis', () => {
  it('both start at once on the same database and apply each migration exactly once', async () => {
    const db = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), dbName) });
    await db.connect();
    try {
      const applied = await db.query('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS d FROM drizzle.__drizzle_migrations');
      expect(applied.rows[0]).toEqual({ n: migrationsAtStart, d: migrationsAtStart });
      const translations = await db.query('SELECT count(*)::int AS n FROM bible_translations');
      expect(translations.rows[0].n).toBe(3);
    } finally {
      await db.end();
    }
  });

  it('a user who signs up on A, verifies on B and signs in on A is signed in on B; signing out on B ends it on A', async () => {
    const address = email('session');
    const signUp = await call(a, '/api/auth/sign-up', { method: 'POST', json: { firstName: 'Ada', email: address, password: PASSWORD } });
    expect(signUp.status).toBeLessThan(300);
    // The e-mail was written by A (its own outbox); its link works on either instance.
    const [message] = await listOutbox({ dataDir: a.dataDir }, { to: address, limit: 1 });
    expect(message?.link).toBeTruthy();
    const link = new URL(message!.link!);
    const verify = await call(b, `${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);

    const signIn = await call(a, '/api/auth/sign-in', { method: 'POST', json: { email: address, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    expect(cookie).toMatch(/rooted\./);

    const meOnB = await call(b, '/api/auth/me', { cookie });
    expect(meOnB.status).toBe(200);
    expect(((await meOnB.json()) as { user: { email: string } }).user.email).toBe(address);

    expect((await call(b, '/api/auth/sign-out', { method: 'POST', cookie })).status).toBe(200);
    expect((await call(a, '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('the per-e-mail sign-in limit (5 a minute) counts attempts on both instances together', async () => {
    const address = email('limit');
    const attempt = (instance: Instance) =>
      call(instance, '/api/auth/sign-in', { method: 'POST', json: { email: address, password: 'wrong-password-1' } });
    const statuses = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await attempt(instance)).status);
    // Five wrong passwords are answered as such; none was refused by a limit.
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const sixth = await attempt(b);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(a)).status).toBe(429);
  });

  it('progress saved through A is read through B, and the other way round', async () => {
    const address = email('progress');
    await call(a, '/api/auth/sign-up', { method: 'POST', json: { firstName: 'Grace', email: address, password: PASSWORD } });
    const [message] = await listOutbox({ dataDir: a.dataDir }, { to: address, limit: 1 });
    const link = new URL(message!.link!);
    expect((await call(a, `${link.pathname}${link.search}`)).status).toBe(302);
    const cookie = cookieFrom(await call(b, '/api/auth/sign-in', { method: 'POST', json: { email: address, password: PASSWORD } }));

    const list = (await (await call(a, '/api/episodes', { cookie })).json()) as { items: { id: string }[] };
    const episodeId = list.items[0]!.id;
    type Saved = { progress: { progress: number; positionSeconds: number } };

    const onA = await call(a, `/api/progress/${episodeId}`, { method: 'PUT', cookie, json: { progress: 40, positionSeconds: 30 } });
    expect(onA.status).toBe(200);
    const savedOnA = ((await onA.json()) as Saved).progress;
    expect(savedOnA.progress).toBeGreaterThan(0);
    const readOnB = (await (await call(b, `/api/progress/${episodeId}`, { cookie })).json()) as Saved;
    expect(readOnB.progress).toEqual(savedOnA);

    const onB = await call(b, `/api/progress/${episodeId}`, { method: 'PUT', cookie, json: { progress: 100, positionSeconds: 100_000 } });
    const savedOnB = ((await onB.json()) as Saved).progress;
    expect(savedOnB.progress).toBeGreaterThan(savedOnA.progress);
    const readOnA = (await (await call(a, `/api/progress/${episodeId}`, { cookie })).json()) as Saved;
    expect(readOnA.progress).toEqual(savedOnB);
  });

  it('an episode page each instance keeps in memory is forgotten on both when the catalogue changes', async () => {
    const episodeId = 'parables-1-the-prodigal-son';
    const summaryOn = async (instance: Instance) =>
      ((await (await call(instance, `/api/episodes/${episodeId}`)).json()) as { episode: { summary: string } }).episode.summary;
    const before = await summaryOn(a);
    expect(await summaryOn(b)).toBe(before);
    const db = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), dbName) });
    await db.connect();
    try {
      // A write no trigger sees: both still answer from memory.
      await db.query('BEGIN');
      await db.query('SET LOCAL session_replication_role = replica');
      await db.query('UPDATE podcast_episodes SET summary = $2 WHERE id = $1', [episodeId, 'Unheard']);
      await db.query('COMMIT');
      expect([await summaryOn(a), await summaryOn(b)]).toEqual([before, before]);
      // A change made outside both (psql, another deployment's admin): each hears of it when it commits.
      await db.query('UPDATE podcast_episodes SET summary = $2 WHERE id = $1', [episodeId, `Changed in ${run}`]);
    } finally {
      await db.end();
    }
    await vi.waitFor(async () => expect([await summaryOn(a), await summaryOn(b)]).toEqual([`Changed in ${run}`, `Changed in ${run}`]), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
