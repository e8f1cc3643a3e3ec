// Route guards every feature uses. Roles are server-side facts read from the database on each request:
// granting or revoking admin takes effect at once.
//
//   const routes = new Hono<UserEnv>().use(requireUser).get('/', (c) => c.json(c.get('user')));
//   const admin  = new Hono<UserEnv>().use(requireAdmin).get('/', ...);
import type { AuthUser } from '@rooted/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { readSessionUser } from '../features/auth/session';
import type { AppEnv } from './context';
import { forbidden, unauthorized } from './errors';
import { assertSameOrigin } from './same-origin';

/** The environment of a guarded route: `c.get('user')` is always set. */
export type UserEnv = { Variables: AppEnv['Variables'] & { user: AuthUser } };

async function authenticate(c: Context<UserEnv>): Promise<AuthUser> {
  // State-changing requests that carry the session cookie must come from our own pages.
  assertSameOrigin(c);
  const user = await readSessionUser(c);
  if (!user) throw unauthorized();
  c.set('user', user);
  return user;
}

/** 401 without a valid session; otherwise sets c.get('user'). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  await authenticate(c);
  await next();
});

/** 401 without a session, 403 for a signed-in user who is not an admin. */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const user = await authenticate(c);
  if (!user.isAdmin) throw forbidden('Admins only.');
  await next();
});

/** Sets c.get('user') when a session exists and continues either way (pages that differ for visitors). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await readSessionUser(c);
  if (user) c.set('user', user);
  await next();
});
