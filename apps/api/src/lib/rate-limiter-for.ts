// One rate-limit store and one RateLimiter per app instance (AppDeps), created on first use like the other
// per-deps services and shared by every feature (auth, AI answers, bug reports, uploads, notes...). Rule
// names keep each feature's counters apart. With REDIS_URL set the store lives in Redis, so every
// instance behind a load balancer counts the same attempts; otherwise it is this process's memory.
import type { Env } from '../env';
import type { AppDeps } from './context';
import type { Logger } from './logger';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './rate-limit';
import { RedisRateLimitStore } from './redis-rate-limit-store';

export function createRateLimitStore(env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>, logger: Logger): RateLimitStore {
  if (!env.REDIS_URL) return new MemoryRateLimitStore();
  return new RedisRateLimitStore({ url: env.REDIS_URL, logger, keyPrefix: `${env.REDIS_KEY_PREFIX}rl:` });
}

const limiters = new WeakMap<AppDeps, { store: RateLimitStore; limiter: RateLimiter }>();

function entryFor(deps: AppDeps) {
  let entry = limiters.get(deps);
  if (!entry) {
    const store = createRateLimitStore(deps.env, deps.logger);
    entry = { store, limiter: new RateLimiter(store) };
    limiters.set(deps, entry);
  }
  return entry;
}

export function rateLimiterFor(deps: AppDeps): RateLimiter {
  return entryFor(deps).limiter;
}

/**
 * At start: connect the shared store before the first request (so early requests are not counted locally).
 * Resolves whether the store is shared; with Redis down the server still starts and counts locally.
 */
export async function prepareRateLimits(deps: AppDeps, timeoutMs = 3_000): Promise<{ shared: boolean }> {
  const { store } = entryFor(deps);
  if (!(store instanceof RedisRateLimitStore)) return { shared: false };
  const shared = await store.ready(timeoutMs);
  if (shared) deps.logger.info('rate limits are shared through Redis');
  else deps.logger.warn('Redis did not answer at start: rate limits count per instance until it does');
  return { shared };
}

/** At shutdown: closes the store's connection (if it has one). */
export async function closeRateLimits(deps: AppDeps): Promise<void> {
  const entry = limiters.get(deps);
  limiters.delete(deps);
  await entry?.store.close?.();
}
