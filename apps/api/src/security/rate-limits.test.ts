// Issue 14, rate limits: each action the issue lists (sign-in, sign-up, password reset, verification
// resend, AI answers, bug reports, uploads) has a server-side limit. For each: the earlier attempts are
// counted straight into the app's limiter (fast), the last allowed one goes through the real route, and
// the next answers 429 with Retry-After. With REDIS_URL the same counters live in Redis (lib/rate-limiter-for).
import { describe, expect, it } from 'vitest';
import { createSignedInUser, uniqueEmail } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { TOPIC_IMAGE_UPLOADS_PER_USER } from '../features/admin/topic-images.routes';
import { AUTH_LIMITS } from '../features/auth/auth-limits';
import { BUG_REPORTS_PER_USER } from '../features/bug-reports/bug-reports.routes';
import { FEED_IMPORTS_PER_USER } from '../features/podcasts/podcast-import.routes';
import { SUMMARY_LIMIT } from '../features/search/search-limits';
import type { RateLimitRule } from '../lib/rate-limit';
import { rateLimiterFor } from '../lib/rate-limiter-for';

// Behind a trusted proxy each case can be its own client address, so per-IP counters never collide.
const t = await createTestApp({ TRUST_PROXY: 'true' });
const [member, admin] = await Promise.all([createSignedInUser(t, { supporter: true }), createSignedInUser(t, { admin: true })]);
let ip = 0;

function bugReport() {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: 'Player stops', description: 'After ten seconds', category: 'bug', priority: 'medium' })) form.set(k, v);
  return form;
}

interface Case {
  action: string;
  rule: RateLimitRule;
  /** Whose counter the route uses: an e-mail, the client address or the user. */
  subject: (c: { email: string; ip: string }) => string;
  request: (c: { email: string; ip: string }) => Promise<Response>;
}

const post = (path: string, c: { ip: string }, init: { json?: unknown; body?: FormData; cookie?: string }) =>
  t.request(path, { method: 'POST', headers: { 'X-Forwarded-For': c.ip }, ...init });

const CASES: Case[] = [
  {
    action: 'sign-in (per e-mail)',
    rule: AUTH_LIMITS.signInPerEmail,
    subject: (c) => c.email,
    request: (c) => post('/api/auth/sign-in', c, { json: { email: c.email, password: 'Wrong1!pass' } }),
  },
  {
    action: 'sign-in (per address)',
    rule: AUTH_LIMITS.signInPerIp,
    subject: (c) => c.ip,
    request: (c) => post('/api/auth/sign-in', c, { json: { email: c.email, password: 'Wrong1!pass' } }),
  },
  {
    action: 'sign-up (per e-mail)',
    rule: AUTH_LIMITS.signUpPerEmail,
    subject: (c) => c.email,
    request: (c) => post('/api/auth/sign-up', c, { json: { firstName: 'Eve', email: c.email, password: 'Strong1!pass' } }),
  },
  {
    action: 'sign-up (per address)',
    rule: AUTH_LIMITS.signUpPerIp,
    subject: (c) => c.ip,
    request: (c) => post('/api/auth/sign-up', c, { json: { firstName: 'Eve', email: c.email, password: 'Strong1!pass' } }),
  },
  {
    action: 'password reset e-mail',
    rule: AUTH_LIMITS.mailPerEmail,
    subject: (c) => c.email,
    request: (c) => post('/api/auth/password/forgot', c, { json: { email: c.email } }),
  },
  {
    action: 'password reset with a token',
    rule: AUTH_LIMITS.resetPasswordPerIp,
    subject: (c) => c.ip,
    request: (c) => post('/api/auth/password/reset', c, { json: { token: 'not-a-real-token', newPassword: 'Strong1!pass' } }),
  },
  {
    action: 'verification resend',
    rule: AUTH_LIMITS.mailPerEmail,
    subject: (c) => c.email,
    request: (c) => post('/api/auth/verification/resend', c, { json: { email: c.email } }),
  },
  {
    action: 'AI answers',
    rule: SUMMARY_LIMIT,
    subject: () => member.id,
    request: (c) => post('/api/search/summary', c, { json: {}, cookie: member.cookie }),
  },
  {
    action: 'bug reports (with their screenshot uploads)',
    rule: BUG_REPORTS_PER_USER,
    subject: () => member.id,
    request: (c) => post('/api/bug-reports', c, { body: bugReport(), cookie: member.cookie }),
  },
  {
    action: 'topic image uploads',
    rule: TOPIC_IMAGE_UPLOADS_PER_USER,
    subject: () => admin.id,
    request: (c) => post('/api/topic-images', c, { body: new FormData(), cookie: admin.cookie }),
  },
  {
    action: 'feed imports (URL or uploaded file)',
    rule: FEED_IMPORTS_PER_USER,
    subject: () => admin.id,
    request: (c) => post('/api/podcasts/import', c, { json: { feedUrl: 'ftp://example.org/feed.xml' }, cookie: admin.cookie }),
  },
];

describe('every listed action has a server-side rate limit (429 with Retry-After)', () => {
  it.each(CASES.map((c) => [c.action, c] as const))('%s', async (_, { rule, subject, request }) => {
    const c = { email: uniqueEmail('limit'), ip: `198.51.100.${++ip}` };
    const limiter = rateLimiterFor(t.deps);
    for (let i = 0; i < rule.max - 1; i++) await limiter.consume(rule, subject(c));
    const last = await request(c);
    expect(last.status, `attempt ${rule.max} of ${rule.max} is still allowed`).not.toBe(429);
    const refused = await request(c);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/wait|minute/i);
  });
});
