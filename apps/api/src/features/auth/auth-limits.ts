// Server-side limits (per IP and per e-mail), independent of the browser's SPEC §9 courtesy limiter.
// Per-e-mail limits match the browser's numbers, so a script gets no more tries than a person;
// per-IP limits are looser because many people can share one address (offices, mobile carriers).
import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;

export const AUTH_LIMITS = {
  signInPerEmail: { name: 'sign-in:email', max: 5, windowMs: MINUTE },
  signInPerIp: { name: 'sign-in:ip', max: 30, windowMs: MINUTE },
  signUpPerEmail: { name: 'sign-up:email', max: 3, windowMs: MINUTE },
  signUpPerIp: { name: 'sign-up:ip', max: 10, windowMs: MINUTE },
  // E-mail sending: each message costs us and lands in someone's inbox.
  mailPerEmail: { name: 'mail:email', max: 3, windowMs: 15 * MINUTE },
  mailPerIp: { name: 'mail:ip', max: 10, windowMs: 15 * MINUTE },
  resetPasswordPerIp: { name: 'reset-password:ip', max: 10, windowMs: 15 * MINUTE },
  // Re-entering the current password (change password, delete account) with a session.
  passwordCheckPerUser: { name: 'password-check:user', max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Per-IP rules (names ending in ':ip') scaled by RATE_LIMIT_IP_SCALE; other rules unchanged. */
export function scaled(rule: RateLimitRule, ipScale: number): RateLimitRule {
  return rule.name.endsWith(':ip') && ipScale !== 1 ? { ...rule, max: Math.round(rule.max * ipScale) } : rule;
}
