import { AUTH_MESSAGES } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { RateLimitRule } from '../../lib/rate-limit';
import { authServices } from './auth';
import { AUTH_LIMITS } from './auth-limits';

// Behind a proxy (TRUST_PROXY) each test can play a different client address.
const t = await createTestApp({ TRUST_PROXY: 'true' });
// Without TRUST_PROXY (the default) every request here comes from the same, socket-less client.
const direct = await createTestApp();
const roomy = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_IP_SCALE: '2' });
let n = 0;
const nextIp = () => `203.0.113.${++n}`;
const post = (path: string, json: unknown, ip: string) =>
  t.request(path, { method: 'POST', json, headers: { 'X-Forwarded-For': ip } });

/** Counts `n` earlier attempts from `subject` against `rule`, as if they had been made. */
async function fill(app: TestApp, rule: RateLimitRule, subject: string, n: number) {
  const { limiter } = authServices(app.deps);
  for (let i = 0; i < n; i++) await limiter.consume(rule, subject);
}

async function expect429(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 15);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toBe(AUTH_MESSAGES.tooManyAttempts(retryAfter));
}

describe('server rate limits (429 with Retry-After), independent of the browser', () => {
  it('sign-in: 5 attempts per e-mail per minute, from any number of addresses', async () => {
    const email = uniqueEmail('si');
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/sign-in', { email, password: 'Wrong1!x' }, nextIp())).status).toBe(401);
    await expect429(await post('/api/auth/sign-in', { email, password: 'Wrong1!x' }, nextIp()));
  });

  it('sign-in: 30 attempts per address per minute, across e-mails', async () => {
    // Thirty real sign-ins would each hash a password; count them straight into the limiter instead.
    const ip = nextIp();
    await fill(t, AUTH_LIMITS.signInPerIp, ip, 30);
    await expect429(await post('/api/auth/sign-in', { email: uniqueEmail('ip'), password: 'x' }, ip));
    // Another client is unaffected.
    expect((await post('/api/auth/sign-in', { email: uniqueEmail('ip'), password: 'x' }, nextIp())).status).toBe(401);
  });

  it('e-mails: 10 requests per address per 15 minutes, across e-mails', async () => {
    const ip = nextIp();
    const sends = await Promise.all(Array.from({ length: 10 }, () => post('/api/auth/password/forgot', { email: uniqueEmail('ip-mail') }, ip)));
    expect(sends.map((r) => r.status)).toEqual(Array(10).fill(200));
    await expect429(await post('/api/auth/password/forgot', { email: uniqueEmail('ip-mail') }, ip));
    await expect429(await post('/api/auth/verification/resend', { email: uniqueEmail('ip-mail') }, ip));
  });

  it('sign-up: 3 attempts per e-mail per minute', async () => {
    const email = uniqueEmail('su');
    const body = { firstName: 'Eli', email, password: 'Weak' };
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/sign-up', { ...body, password: 'Strong1!' }, nextIp())).status).not.toBe(429);
    await expect429(await post('/api/auth/sign-up', { ...body, password: 'Strong1!' }, nextIp()));
  });

  it('password reset and verification e-mails: 3 per address per 15 minutes', async () => {
    const email = uniqueEmail('mail');
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/password/forgot', { email }, nextIp())).status).toBe(200);
    await expect429(await post('/api/auth/password/forgot', { email }, nextIp()));
    await expect429(await post('/api/auth/verification/resend', { email }, nextIp()));
  });
});

describe('RATE_LIMIT_IP_SCALE', () => {
  it('raises the per-IP limits only', async () => {
    const ip = nextIp();
    await fill(roomy, AUTH_LIMITS.signInPerIp, ip, 59);
    const email = uniqueEmail('scaled');
    const res = await roomy.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'x' }, headers: { 'X-Forwarded-For': ip } });
    expect(res.status).toBe(401); // the 60th: allowed at twice the limit
    await fill(roomy, AUTH_LIMITS.signInPerEmail, email, 4);
    await expect429(await roomy.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'x' }, headers: { 'X-Forwarded-For': nextIp() } }));
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a script cannot rotate addresses', async () => {
    // Requests made in-process have no socket, so without TRUST_PROXY they all come from 'unknown'.
    await fill(direct, AUTH_LIMITS.signInPerIp, 'unknown', 30);
    const res = await direct.request('/api/auth/sign-in', { method: 'POST', json: { email: uniqueEmail('rot'), password: 'x' }, headers: { 'X-Forwarded-For': '198.51.100.250' } });
    expect(res.status).toBe(429);
  });
});
