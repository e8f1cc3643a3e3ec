// Server-side limit on AI answers per signed-in user (issue 7), on the shared rate-limit module.
import { SEARCH_ALERTS, SUMMARY_RATE_LIMIT } from '@rooted/shared';
import type { AppDeps } from '../../lib/context';
import { createRateLimitStore, RateLimiter, type RateLimitRule } from '../../lib/rate-limit';

export const SUMMARY_LIMIT: RateLimitRule = { name: 'search-summary:user', ...SUMMARY_RATE_LIMIT };

// One limiter per app (each test app has its own deps, so counts never leak between test files).
const limiters = new WeakMap<AppDeps, RateLimiter>();

export function searchLimiter(deps: AppDeps): RateLimiter {
  let limiter = limiters.get(deps);
  if (!limiter) limiters.set(deps, (limiter = new RateLimiter(createRateLimitStore(deps.env, deps.logger))));
  return limiter;
}

/** 429 with Retry-After and the SPEC §8 text once a user is over the limit. */
export function enforceSummaryLimit(deps: AppDeps, userId: string): Promise<void> {
  return searchLimiter(deps).enforce([[SUMMARY_LIMIT, userId]], () => SEARCH_ALERTS.rate_limited.description);
}
