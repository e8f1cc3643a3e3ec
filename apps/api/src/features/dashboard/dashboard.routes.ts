// /api/dashboard?timeZone=Europe/London — the signed-in user's own dashboard.
import { dashboardQuery } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { getDashboard } from './dashboard.service';

export const dashboardRoutes = new Hono<UserEnv>().use(requireUser).get('/', async (c) => {
  const { timeZone } = dashboardQuery.parse(c.req.query());
  return c.json(
    await getDashboard({
      db: c.get('deps').db,
      userId: c.get('user').id,
      timeZone,
      stored: c.get('userSettings'),
    }),
  );
});
