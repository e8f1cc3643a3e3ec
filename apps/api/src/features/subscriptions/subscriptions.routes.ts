// /api/subscriptions — the signed-in user's own series subscriptions.
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { isSubscribed, listSubscriptions, subscribe, unsubscribe } from './subscriptions.service';

export const subscriptionsRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json({ subscriptions: await listSubscriptions({ db: c.get('deps').db, userId: c.get('user').id }) }),
  )
  .get('/:seriesId', async (c) => {
    const subscribed = await isSubscribed({
      db: c.get('deps').db,
      userId: c.get('user').id,
      seriesId: c.req.param('seriesId'),
    });
    return c.json({ subscribed });
  })
  .put('/:seriesId', async (c) => {
    await subscribe({ db: c.get('deps').db, userId: c.get('user').id, seriesId: c.req.param('seriesId') });
    return c.json({ subscribed: true });
  })
  .delete('/:seriesId', async (c) => {
    await unsubscribe({ db: c.get('deps').db, userId: c.get('user').id, seriesId: c.req.param('seriesId') });
    return c.json({ subscribed: false });
  });
