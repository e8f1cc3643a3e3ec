// /api/notes: the signed-in user's notes, answers and reflections. The user id always comes from the
// session; a body or query naming another user is refused by the strict contracts.
import { learningListQuery, saveLearningEntryRequest } from '@rooted/shared';
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { readIdempotencyKey, withIdempotency } from '../../lib/idempotency';
import { readJson } from '../../lib/json-body';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { privateNoStore } from '../../lib/private-no-store';
import { listEntries, saveEntry } from './notes.service';

/** Auto-save sends at most about one save a second per field; this leaves room for several fields. */
const SAVES_PER_USER = { name: 'notes:save', max: 300, windowMs: 60_000 };

export const notesRoutes = new Hono<UserEnv>()
  .use(requireUser, privateNoStore)
  .get('/', async (c) => {
    const query = learningListQuery.parse(c.req.query());
    return c.json({ entries: await listEntries({ db: c.get('deps').db, userId: c.get('user').id, ...query }) });
  })
  .put('/', async (c) => {
    const request = await readJson(c, saveLearningEntryRequest);
    const key = readIdempotencyKey(c);
    await rateLimiterFor(c.get('deps')).enforce([[SAVES_PER_USER, c.get('user').id]]);
    // Offline-queue replays send an Idempotency-Key: a replayed key returns the first answer, unwritten.
    const { body, replayed } = await withIdempotency({
      db: c.get('deps').db,
      userId: c.get('user').id,
      key,
      scope: 'PUT /notes',
      run: async (db) => ({ entry: await saveEntry({ db, userId: c.get('user').id, request }) }),
    });
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(body);
  });
