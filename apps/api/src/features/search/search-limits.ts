// Server-side limit on AI answers per signed-in user (issue 7), on the shared rate-limit module.
import { FREE_AI_ANSWERS_PER_MONTH, SEARCH_ALERTS, SUMMARY_RATE_LIMIT, SUPPORTER_REQUIRED_CODE } from '@rooted/shared';
import type { AuthUser } from '@rooted/shared';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { rateLimiterFor } from '../../lib/rate-limiter-for';

export const SUMMARY_LIMIT: RateLimitRule = { name: 'search-summary:user', ...SUMMARY_RATE_LIMIT };

// The app's one limiter (shared across instances with REDIS_URL; each test app has its own deps, so
// counts never leak between test files).
export function searchLimiter(deps: AppDeps): RateLimiter {
  return rateLimiterFor(deps);
}

/** 429 with Retry-After and the SPEC §8 text once a user is over the limit. */
export function enforceSummaryLimit(deps: AppDeps, userId: string): Promise<void> {
  return searchLimiter(deps).enforce([[SUMMARY_LIMIT, userId]], () => SEARCH_ALERTS.rate_limited.description);
}

/** The month's allowance has its own key per calendar month (UTC), so it starts afresh on the 1st. */
export const FREE_ANSWERS: RateLimitRule = { name: 'search-summary:free-month', max: FREE_AI_ANSWERS_PER_MONTH, windowMs: 32 * 86_400_000 };

/**
 * SPEC §1: AI answers are a supporter feature; free users get a small monthly allowance
 * (docs/decisions/012-admin-and-supporter-tier.md). Past it: 403 supporter_required, which the client
 * shows as the 'Supporter Feature' alert.
 */
export async function enforceFreeAnswerAllowance(deps: AppDeps, user: AuthUser, now = new Date()): Promise<void> {
  if (user.isSupporter) return;
  const month = now.toISOString().slice(0, 7);
  const decision = await searchLimiter(deps).consume(FREE_ANSWERS, `${user.id}:${month}`);
  if (!decision.allowed) throw new AppError(403, SUPPORTER_REQUIRED_CODE, SEARCH_ALERTS.supporter.description);
}
