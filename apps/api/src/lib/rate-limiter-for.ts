// One RateLimiter per app instance for feature routes (bug reports, waitlist, creator form), created on
// first use like the other per-deps services. Rule names keep each feature's counters apart.
import type { AppDeps } from './context';
import { createRateLimitStore, RateLimiter } from './rate-limit';

const limiters = new WeakMap<AppDeps, RateLimiter>();

export function rateLimiterFor(deps: AppDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) limiters.set(deps, (limiter = new RateLimiter(createRateLimitStore(deps.env, deps.logger))));
  return limiter;
}
