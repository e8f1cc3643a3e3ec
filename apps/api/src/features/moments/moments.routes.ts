// /api/moments: moments captured while listening, for every signed-in user (issue 15). Own rows only.
import { createMomentRequest, momentsQuery } from '@rooted/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { readJson } from '../../lib/json-body';
import { privateNoStore } from '../../lib/private-no-store';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { createMoment, deleteMoment, listMoments } from './moments.service';

// A capture is one tap (or a headphone button); a minute of tapping is still far below this.
const WRITES_PER_USER = { name: 'moments:write', max: 60, windowMs: 60_000 };

const limitWrites = createMiddleware<UserEnv>(async (c, next) => {
  if (c.req.method !== 'GET') await rateLimiterFor(c.get('deps')).enforce([[WRITES_PER_USER, c.get('user').id]]);
  await next();
});

export const momentsRoutes = new Hono<UserEnv>()
  .use(requireUser, privateNoStore, limitWrites)
  .get('/', async (c) => {
    const { episodeId } = momentsQuery.parse(c.req.query());
    return c.json({ moments: await listMoments({ db: c.get('deps').db, userId: c.get('user').id, episodeId }) });
  })
  .post('/', async (c) => {
    const body = await readJson(c, createMomentRequest);
    return c.json({ moment: await createMoment({ db: c.get('deps').db, viewer: c.get('user'), ...body }) }, 201);
  })
  .delete('/:id', async (c) => {
    await deleteMoment({ db: c.get('deps').db, userId: c.get('user').id, id: c.req.param('id') });
    return c.body(null, 204);
  });
