// The Redis rate-limit store against a real Redis (TEST_REDIS_URL, default 127.0.0.1:6379). No Redis is a
// failure, not a skip: CI has one, and shared limits are what several instances rely on.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuttableProxy } from '../../test/cuttable-proxy';
import { freePort } from '../db/embedded-postgres';
import { loadEnv } from '../env';
import { createLogger } from './logger';
import { RateLimiter } from './rate-limit';
import { createRateLimitStore } from './rate-limiter-for';
import { RedisRateLimitStore } from './redis-rate-limit-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `rooted-test:${process.pid}:${randomBytes(4).toString('hex')}:rl:`;
const silent = createLogger('silent');
const admin = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
const stores: RedisRateLimitStore[] = [];

function store(options: Partial<ConstructorParameters<typeof RedisRateLimitStore>[0]> = {}) {
  const created = new RedisRateLimitStore({ url: REDIS_URL, logger: silent, keyPrefix: prefix, ...options });
  stores.push(created);
  return created;
}

/** A connected store, as the server has one after start-up (prepareRateLimits). */
async function connected() {
  const created = store();
  expect(await created.ready()).toBe(true);
  return created;
}

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

async function keysWithPrefix(): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found;
}

beforeAll(async () => {
  try {
    await admin.connect();
    await admin.ping();
  } catch (err) {
    throw new Error(`These tests need Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${(err as Error).message}`);
  }
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  if (admin.status === 'ready') {
    const keys = await keysWithPrefix();
    if (keys.length) await admin.del(...keys);
    await admin.quit();
  }
});

describe('RedisRateLimitStore (REDIS_URL: limits shared across instances)', () => {
  it('two instances hitting one key at once count every hit exactly once (INCR + PEXPIRE in one script)', async () => {
    const a = await connected();
    const b = await connected();
    const now = Date.now();
    const hits = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).hit('burst', 60_000, now)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    // Every hit sees the same window end, within the few milliseconds the burst took.
    for (const h of hits) expect(Math.abs(h.resetAt - (now + 60_000))).toBeLessThan(1_000);
    expect(a.shared && b.shared).toBe(true);
  });

  it('a limit reached on one instance refuses on the other, with Retry-After from the shared window', async () => {
    const rule = { name: 'sign-in:email', max: 5, windowMs: 60_000 };
    const onA = new RateLimiter(await connected());
    const onB = new RateLimiter(await connected());
    for (let i = 0; i < 3; i += 1) expect(await onA.consume(rule, 'ada@example.com')).toEqual({ allowed: true });
    for (let i = 0; i < 2; i += 1) expect(await onB.consume(rule, 'ada@example.com')).toEqual({ allowed: true });
    expect(await onA.consume(rule, 'ada@example.com')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    await expect(onB.enforce([[rule, 'ada@example.com']])).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
    // Another subject has its own counter.
    expect(await onB.consume(rule, 'grace@example.com')).toEqual({ allowed: true });
  });

  it('every counter expires with its window, so a new window starts from one', async () => {
    const s = await connected();
    await s.hit('short', 150, Date.now());
    expect((await s.hit('short', 150, Date.now())).count).toBe(2);
    const ttl = await admin.pttl(`${prefix}short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);
    await new Promise((r) => setTimeout(r, 250));
    expect((await s.hit('short', 150, Date.now())).count).toBe(1);
  });

  it('a counter left without an expiry (written by hand) gets one on the next hit and never lives forever', async () => {
    const s = await connected();
    await admin.set(`${prefix}stray`, '7');
    const hit = await s.hit('stray', 60_000, Date.now());
    expect(hit.count).toBe(8);
    expect(await admin.pttl(`${prefix}stray`)).toBeGreaterThan(59_000);
  });

  it('reset clears the counter for every instance', async () => {
    const a = await connected();
    const b = await connected();
    const rule = { name: 'mail:email', max: 1, windowMs: 60_000 };
    await new RateLimiter(a).consume(rule, 'x');
    expect(await new RateLimiter(b).consume(rule, 'x')).toMatchObject({ allowed: false });
    await new RateLimiter(a).reset(rule, 'x');
    expect(await new RateLimiter(b).consume(rule, 'x')).toEqual({ allowed: true });
  });

  it('keys carry the configured prefix (REDIS_KEY_PREFIX + "rl:") and each has an expiry', async () => {
    const env = loadEnv({ NODE_ENV: 'test', REDIS_URL, REDIS_KEY_PREFIX: prefix.slice(0, -'rl:'.length) });
    const s = createRateLimitStore(env, silent);
    expect(s).toBeInstanceOf(RedisRateLimitStore);
    stores.push(s as RedisRateLimitStore);
    await (s as RedisRateLimitStore).ready();
    await s.hit('prefixed', 60_000, Date.now());
    const keys = await keysWithPrefix();
    expect(keys).toContain(`${prefix}prefixed`);
    for (const key of keys) expect(await admin.pttl(key)).toBeGreaterThan(0);
  });

  it('without REDIS_URL the store is in memory', () => {
    const s = createRateLimitStore(loadEnv({ NODE_ENV: 'test' }), silent);
    expect(s).not.toBeInstanceOf(RedisRateLimitStore);
  });
});

describe('RedisRateLimitStore when Redis is unreachable (counts locally, logs, recovers)', () => {
  it('with nothing listening it still enforces the limit per instance, answers at once and logs a warning', async () => {
    const free = await freePort();
    const { logger, lines } = capturingLogger();
    const s = store({ url: `redis://127.0.0.1:${free}`, logger });
    expect(await s.ready(300)).toBe(false);
    const limiter = new RateLimiter(s);
    const rule = { name: 'sign-in:email', max: 2, windowMs: 60_000 };
    const started = performance.now();
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true });
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true });
    expect(await limiter.consume(rule, 'a')).toMatchObject({ allowed: false });
    expect(performance.now() - started).toBeLessThan(100);
    expect(s.shared).toBe(false);
    expect(lines.some((l) => l.level === 40 && /counting rate limits in this instance only/.test(l.msg))).toBe(true);
  });

  it('falls back while Redis is away and goes back to the shared counter when it returns', async () => {
    const target = new URL(REDIS_URL);
    const proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.listen();
    const { logger, lines } = capturingLogger();
    const s = store({ url: `redis://127.0.0.1:${proxy.port}`, logger });
    expect(await s.ready()).toBe(true);
    expect((await s.hit('outage', 60_000, Date.now())).count).toBe(1);

    proxy.cut();
    // While away: counted in memory, never waiting longer than the command timeout.
    const started = performance.now();
    expect((await s.hit('outage', 60_000, Date.now())).count).toBe(1);
    expect((await s.hit('outage', 60_000, Date.now())).count).toBe(2);
    expect(performance.now() - started).toBeLessThan(1_200);
    expect(s.shared).toBe(false);

    proxy.restore();
    expect(await s.ready(5_000)).toBe(true);
    // Back in Redis: the shared counter continues where it was (1 hit before the outage).
    expect((await s.hit('outage', 60_000, Date.now())).count).toBe(2);
    expect(s.shared).toBe(true);
    expect(lines.some((l) => l.level === 30 && /reachable again/.test(l.msg))).toBe(true);
    await s.close();
    await proxy.close();
  });
});
