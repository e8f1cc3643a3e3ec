// Reading the signed-in user from the session cookie, and passing better-auth's cookies on to our responses.
import type { AuthUser } from '@rooted/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context';
import { clientIp } from '../../lib/client-ip';
import { requestHeader } from '../../lib/node-response';
import { authServices, CLIENT_IP_HEADER } from './auth';
import { lookUpSession } from './session-lookup';

/** The better-auth user row with our additional fields (see auth.ts). */
export interface AuthUserRecord {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean | null;
  supporterSince?: Date | string | null;
  supporterUntil?: Date | string | null;
  preferredBibleTranslation?: string | null;
}

/** Supporter from supporter_since until supporter_until (open-ended when null). */
export function isSupporterNow(since: Date | string | null | undefined, until: Date | string | null | undefined, now = new Date()): boolean {
  if (!since || new Date(since) > now) return false;
  return !until || new Date(until) > now;
}

export function toAuthUser(u: AuthUserRecord): AuthUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName || null,
    isAdmin: Boolean(u.isAdmin),
    isSupporter: isSupporterNow(u.supporterSince, u.supporterUntil),
    emailVerified: u.emailVerified,
    preferredBibleTranslation: u.preferredBibleTranslation ?? null,
  };
}

/** Request headers for a call into better-auth: cookies as sent, the client IP as we determined it. */
export function authHeaders<E extends AppEnv>(c: Context<E>, { withCookies = true } = {}): Headers {
  const headers = new Headers();
  const cookie = requestHeader(c, 'cookie');
  if (withCookies && cookie) headers.set('cookie', cookie);
  const ua = requestHeader(c, 'user-agent');
  if (ua) headers.set('user-agent', ua);
  headers.set(CLIENT_IP_HEADER, clientIp(c, c.get('deps').env.TRUST_PROXY));
  return headers;
}

/** Copies Set-Cookie headers (new, refreshed or cleared session cookies) onto our response. */
export function forwardCookies(c: Context, headers: Headers | null | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
}

/**
 * The signed-in user, or null; checked against the database on every request. A current session is read in
 * one query (session-lookup.ts); better-auth handles the rest and its refreshed or cleared cookies are
 * passed on.
 */
export async function readSessionUser<E extends AppEnv>(c: Context<E>): Promise<AuthUser | null> {
  if (!requestHeader(c, 'cookie')) return null;
  const { auth } = authServices(c.get('deps'));
  const current = await lookUpSession(c, auth, c.get('deps').db);
  if (current) {
    c.set('userSettings', { timeZone: current.timeZone, preferredBibleTranslation: current.preferredBibleTranslation ?? null });
    return toAuthUser(current);
  }
  const { headers, response } = await auth.api.getSession({ headers: authHeaders(c), returnHeaders: true });
  forwardCookies(c, headers);
  return response ? toAuthUser(response.user) : null;
}
