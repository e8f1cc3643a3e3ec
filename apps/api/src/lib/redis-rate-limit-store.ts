// Rate-limit counters in Redis (REDIS_URL), so that every app instance counts the same attempts.
// One Lua script per hit: INCR, then PEXPIRE when the key has no expiry yet (a new window). Redis runs a
// script atomically, so two instances counting the same key at once can neither lose a hit nor leave a
// counter without an expiry. The window's end comes from Redis (PTTL), so instances' clocks never matter.
//
// When Redis cannot be reached (not yet connected, down, or slower than COMMAND_TIMEOUT_MS) the store
// counts in this process's memory instead and logs a warning: the limits stay in force, only per
// instance, and requests never wait on a dead Redis (docs/decisions/013-shared-rate-limits.md).
import { Redis } from 'ioredis';
import type { Logger } from './logger';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** A rate-limit check may add at most this much to a request before we count locally instead. */
const COMMAND_TIMEOUT_MS = 500;
/** Repeated connection errors are logged at most this often. */
const WARN_EVERY_MS = 60_000;

type ScriptedRedis = Redis & { rootedRateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

export interface RedisRateLimitStoreOptions {
  url: string;
  logger: Logger;
  /** Prepended to every key: several deployments (or test runs) can share one Redis. */
  keyPrefix?: string;
  commandTimeoutMs?: number;
}

export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: ScriptedRedis;
  private readonly fallback = new MemoryRateLimitStore();
  private readonly logger: Logger;
  private readonly keyPrefix: string;
  private degraded = false;
  private lastWarnAt = -Infinity;

  constructor(options: RedisRateLimitStoreOptions) {
    this.logger = options.logger.child({ module: 'rate-limit-redis' });
    this.keyPrefix = options.keyPrefix ?? 'rooted:rl:';
    this.client = new Redis(options.url, {
      // Fail fast instead of queueing commands while disconnected: the caller falls back at once.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      // Keep trying to reconnect, at most every 2 s, for as long as the process runs.
      retryStrategy: (times) => Math.min(times * 100, 2_000),
      lazyConnect: false,
    }) as ScriptedRedis;
    this.client.defineCommand('rootedRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    // Without a listener ioredis prints every connection error; we log them, rate-limited.
    this.client.on('error', (err: Error) => this.warn(err, 'Redis is unreachable'));
    this.client.on('ready', () => {
      if (!this.degraded) return;
      this.degraded = false;
      this.logger.info('Redis is reachable again: rate limits are shared across instances again');
    });
  }

  /** Resolves true once connected, false if that takes longer than timeoutMs (the store still works, locally). */
  ready(timeoutMs = 2_000): Promise<boolean> {
    if (this.client.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.client.on('ready', onReady);
    });
  }

  /** True while hits are counted in Redis rather than in this process (health and tests read it). */
  get shared(): boolean {
    return this.client.status === 'ready' && !this.degraded;
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    if (this.client.status === 'ready') {
      try {
        const [count, ttl] = await this.client.rootedRateLimitHit(this.keyPrefix + key, Math.max(1, Math.round(windowMs)));
        if (this.degraded) {
          this.degraded = false;
          this.logger.info('Redis is reachable again: rate limits are shared across instances again');
        }
        return { count: Number(count), resetAt: now + Number(ttl) };
      } catch (err) {
        this.warn(err, 'Redis rate-limit check failed');
      }
    } else {
      this.warn(undefined, `Redis is ${this.client.status}`);
    }
    return this.fallback.hit(key, windowMs, now);
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    if (this.client.status !== 'ready') return;
    try {
      await this.client.del(this.keyPrefix + key);
    } catch (err) {
      this.warn(err, 'Redis rate-limit reset failed');
    }
  }

  async close(): Promise<void> {
    try {
      if (this.client.status === 'ready') await this.client.quit();
      else this.client.disconnect();
    } catch {
      this.client.disconnect();
    }
  }

  private warn(err: unknown, message: string) {
    this.degraded = true;
    const now = Date.now();
    if (now - this.lastWarnAt < WARN_EVERY_MS) return;
    this.lastWarnAt = now;
    this.logger.warn({ err }, `${message}: counting rate limits in this instance only until it is back`);
  }
}
