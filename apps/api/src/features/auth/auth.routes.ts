// /api/auth/*: thin handlers over auth.service. Only the routes below exist; better-auth's own HTTP
// handler answers just the e-mailed verification link, so no path skips our validation and limits.
import { AUTH_MESSAGES, emailOnlyRequest, resetPasswordRequest, signInRequest, signUpRequest } from '@rooted/shared';
import { Hono, type Context } from 'hono';
import { optionalUser, requireUser } from '../../lib/auth-guard';
import { clientIp } from '../../lib/client-ip';
import type { AppEnv } from '../../lib/context';
import { errorBody } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import type { RateLimitRule } from '../../lib/rate-limit';
import { sameOrigin } from '../../lib/same-origin';
import { authServices, CLIENT_IP_HEADER } from './auth';
import { AUTH_LIMITS as L, scaled } from './auth-limits';
import { requestPasswordReset, resendVerification, resetPassword, signIn, signOut, signUp } from './auth.service';
import { authHeaders, forwardCookies } from './session';

/** Counts this attempt against each limit; 429 with Retry-After and the SPEC §8 wait message when over. */
function limit(c: Context<AppEnv>, checks: [RateLimitRule, string][]) {
  const scale = c.get('deps').env.RATE_LIMIT_IP_SCALE;
  const scaledChecks = checks.map(([rule, subject]): [RateLimitRule, string] => [scaled(rule, scale), subject]);
  return authServices(c.get('deps')).limiter.enforce(scaledChecks, AUTH_MESSAGES.tooManyAttempts);
}
const ip = (c: Context<AppEnv>) => clientIp(c, c.get('deps').env.TRUST_PROXY);

export const authRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .post('/sign-up', async (c) => {
    const input = await readJson(c, signUpRequest);
    await limit(c, [[L.signUpPerIp, ip(c)], [L.signUpPerEmail, input.email], [L.signInPerEmail, input.email]]);
    const { auth } = authServices(c.get('deps'));
    const result = await signUp({ auth, db: c.get('deps').db, headers: authHeaders(c), input });
    forwardCookies(c, result.cookies);
    return c.json(result.body, result.status);
  })
  .post('/sign-in', async (c) => {
    const input = await readJson(c, signInRequest);
    await limit(c, [[L.signInPerIp, ip(c)], [L.signInPerEmail, input.email]]);
    const { auth } = authServices(c.get('deps'));
    const { body, cookies } = await signIn({ auth, headers: authHeaders(c), ...input });
    forwardCookies(c, cookies);
    return c.json(body);
  })
  // Always succeeds and always clears the cookies, even when the session was already gone.
  .post('/sign-out', async (c) => {
    forwardCookies(c, await signOut({ auth: authServices(c.get('deps')).auth, headers: authHeaders(c) }));
    return c.json({ ok: true as const });
  })
  .get('/me', requireUser, (c) => c.json({ user: c.get('user') }))
  // SPEC §6 "is_admin" check; visitors are simply not admins.
  .get('/is-admin', optionalUser, (c) => c.json({ isAdmin: Boolean(c.get('user')?.isAdmin) }))
  .post('/verification/resend', async (c) => {
    const { email, returnTo } = await readJson(c, emailOnlyRequest);
    await limit(c, [[L.mailPerIp, ip(c)], [L.mailPerEmail, email]]);
    await resendVerification({ auth: authServices(c.get('deps')).auth, email, returnTo });
    return c.json({ ok: true as const });
  })
  .post('/password/forgot', async (c) => {
    const { email } = await readJson(c, emailOnlyRequest);
    await limit(c, [[L.mailPerIp, ip(c)], [L.mailPerEmail, email]]);
    await requestPasswordReset({ auth: authServices(c.get('deps')).auth, email });
    return c.json({ ok: true as const });
  })
  .post('/password/reset', async (c) => {
    const { token, newPassword } = await readJson(c, resetPasswordRequest);
    await limit(c, [[L.resetPasswordPerIp, ip(c)]]);
    await resetPassword({ auth: authServices(c.get('deps')).auth, token, newPassword });
    return c.json({ ok: true as const });
  })
  // The link in the verification e-mail: better-auth checks the token, marks the address verified,
  // signs the user in and redirects to /verification.
  .get('/verify-email', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip(c));
    return authServices(c.get('deps')).auth.handler(new Request(c.req.raw.url, { method: 'GET', headers }));
  })
  .all('*', (c) => c.json(errorBody('not_found', 'No such API route.'), 404));
