// /api/progress/:episodeId — the signed-in user's own progress only: the user id always comes from the
// session, never from the request, so nobody can read, write or reset another user's record.
import { saveProgressRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { readIdempotencyKey, withIdempotency } from '../../lib/idempotency';
import { readJson } from '../../lib/json-body';
import { getProgress, resetProgress, saveProgress } from './progress.service';

export const progressRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/:episodeId', async (c) => {
    const progress = await getProgress({
      db: c.get('deps').db,
      userId: c.get('user').id,
      episodeId: c.req.param('episodeId'),
    });
    return c.json({ progress });
  })
  .put('/:episodeId', async (c) => {
    const body = await readJson(c, saveProgressRequest);
    // Saves are upserts (the percentage only rises), so a repeat is harmless; the key of an offline-queue
    // replay also keeps a late duplicate from moving the resume position back.
    const { body: result, replayed } = await withIdempotency({
      db: c.get('deps').db,
      userId: c.get('user').id,
      key: readIdempotencyKey(c),
      scope: `PUT /progress/${c.req.param('episodeId')}`,
      run: (db) => saveProgress({ db, userId: c.get('user').id, episodeId: c.req.param('episodeId'), ...body }),
    });
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(result);
  })
  .delete('/:episodeId', async (c) => {
    await resetProgress({ db: c.get('deps').db, userId: c.get('user').id, episodeId: c.req.param('episodeId') });
    return c.body(null, 204);
  });
