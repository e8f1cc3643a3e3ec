// The session check every signed-in request makes, done in one indexed query (the session joined to its
// user, a prepared statement) and a synchronous HMAC check of the cookie. better-auth's getSession reads
// the session and then its user in two queries and verifies the cookie with asynchronous WebCrypto: about
// a quarter of a signed-in request's time under load (issue 13, docs/decisions/019). The checks of all the
// requests a busy server reads in one turn of its event loop share that query (db/batched.ts).
//
// Only the plain case is answered here: a correctly signed cookie whose session row exists, has not
// expired and is not due for its daily renewal. Everything else (a forged or unsigned cookie, a session
// that was signed out or revoked, an expired one, one due for renewal, a leftover cookie-cache cookie)
// returns undefined and goes to better-auth, which clears or renews the cookies exactly as before. The
// session is still read from the database on every request: no cache, so signing out, revoking sessions
// and granting or removing roles take effect at once on every instance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Db } from '../../db/client';
import { requestHeader } from '../../lib/node-response';
import { batchedPerDb } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import type { Auth } from './auth';

const sessionStatement = batchedPerDb((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      supporterSince: users.supporterSince,
      supporterUntil: users.supporterUntil,
      preferredBibleTranslation: users.preferredBibleTranslation,
      timeZone: users.timezone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_user'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionStatement>['execute']>>[number];

interface Lookup {
  /** The session cookie's name ('rooted.session_token', with __Secure- over https). */
  cookieName: string;
  /** better-auth's cookie-cache cookie: when a browser still sends one, better-auth clears it. */
  sessionDataName: string;
  secret: string;
  /** A session is renewed once it is older than updateAge (better-auth's rule, from its own settings). */
  renewAfterMs: number;
  statement: ReturnType<typeof sessionStatement>;
  /** Cookie headers already read, with the validly signed session token they carry. */
  tokens: Map<string, string>;
}

// Reading the token from a Cookie header (parse, then the HMAC check) depends only on the header and the
// secret, and a browser sends the same header on every request: the answers for the last 10,000 headers
// are kept. Only validly signed ones (nobody can mint those) of at most 1 KB, so the memory stays bounded
// (10 MB at worst) whatever clients send. Only that is kept: the session is still read on every request.
const TOKENS_MAX = 10_000;
const TOKEN_HEADER_MAX = 1024;

const lookups = new WeakMap<Auth, Promise<Lookup>>();

async function createLookup(auth: Auth, db: Db): Promise<Lookup> {
  // better-auth's own settings, so the cookie name, secret (or rotated secrets' current one) and renewal
  // age can never drift from what it signs and checks.
  const ctx = await auth.$context;
  return {
    cookieName: ctx.authCookies.sessionToken.name,
    sessionDataName: ctx.authCookies.sessionData.name,
    secret: ctx.secret,
    renewAfterMs: (ctx.sessionConfig.expiresIn - ctx.sessionConfig.updateAge) * 1000,
    statement: sessionStatement(db),
    tokens: new Map(),
  };
}

/** better-call's signed cookie: `token.base64(HMAC-SHA256(token))`. The token, or null when not validly signed. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The validly signed session token of a Cookie header; null when better-auth has to decide. */
function tokenInHeader(header: string, lookup: Lookup): string | null {
  if (header.includes(lookup.sessionDataName)) return null;
  const value = parseCookies(header, lookup.cookieName)[lookup.cookieName];
  return value ? verifySignedToken(value, lookup.secret) : null;
}

/**
 * The signed-in user's record when the session cookie names a valid, current session; undefined when
 * better-auth has to decide (see the top of this file).
 */
export async function lookUpSession(
  c: Context,
  auth: Auth,
  db: Db,
): Promise<SessionRow | undefined> {
  let pending = lookups.get(auth);
  if (!pending) lookups.set(auth, (pending = createLookup(auth, db)));
  const lookup = await pending;
  const header = requestHeader(c, 'cookie');
  if (!header) return undefined;
  const known = lookup.tokens.get(header);
  const token = known ?? tokenInHeader(header, lookup);
  if (!token) return undefined;
  if (!known && header.length <= TOKEN_HEADER_MAX) {
    lookup.tokens.set(header, token);
    if (lookup.tokens.size > TOKENS_MAX) lookup.tokens.delete(lookup.tokens.keys().next().value!);
  }
  const [row] = await lookup.statement.execute({ token });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt <= now || expiresAt - lookup.renewAfterMs <= now) return undefined;
  return row;
}
