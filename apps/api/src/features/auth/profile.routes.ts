// /api/profile: the signed-in user's own profile. No route takes a user id: the session decides whose.
import { changePasswordRequest, deleteAccountRequest, updateProfileRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { readJson } from '../../lib/json-body';
import { authServices } from './auth';
import { AUTH_LIMITS } from './auth-limits';
import { signOut } from './auth.service';
import { changePassword, deleteAccount, getProfile, updateProfile } from './profile.service';
import { authHeaders, forwardCookies } from './session';
import { storageFor } from '../../lib/storage';
import { BUG_REPORT_BUCKET } from '../bug-reports/bug-reports.service';
import { requestLog } from '../../lib/request-context';

export const profileRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ profile: await getProfile({ db: c.get('deps').db, userId: c.get('user').id }) }))
  .patch('/', async (c) => {
    const changes = await readJson(c, updateProfileRequest);
    return c.json({ profile: await updateProfile({ db: c.get('deps').db, userId: c.get('user').id, changes }) });
  })
  .post('/password', async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordRequest);
    const { auth, limiter } = authServices(c.get('deps'));
    await limiter.enforce([[AUTH_LIMITS.passwordCheckPerUser, c.get('user').id]]);
    forwardCookies(c, await changePassword({ auth, headers: authHeaders(c), currentPassword, newPassword }));
    return c.json({ ok: true as const });
  })
  .delete('/', async (c) => {
    const { password } = await readJson(c, deleteAccountRequest);
    const { auth, limiter } = authServices(c.get('deps'));
    await limiter.enforce([[AUTH_LIMITS.passwordCheckPerUser, c.get('user').id]]);
    await deleteAccount({
      auth,
      db: c.get('deps').db,
      userId: c.get('user').id,
      password,
      uploads: storageFor(c.get('deps'), BUG_REPORT_BUCKET),
      logger: requestLog(c),
    });
    // The session row went with the user; this clears the browser's cookies.
    forwardCookies(c, await signOut({ auth, headers: authHeaders(c) }));
    return c.json({ ok: true as const });
  });
