// /api/bookmarks: time-coded bookmarks, a supporter feature enforced here whatever the client shows.
import {
  bookmarksQuery,
  createBookmarkRequest,
  SUPPORTER_REQUIRED_CODE,
  updateBookmarkRequest,
} from '@rooted/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { privateNoStore } from '../../lib/private-no-store';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { createBookmark, deleteBookmark, listBookmarks, updateBookmark } from './bookmarks.service';

export const BOOKMARKS_SUPPORTER_MESSAGE = 'Time-coded bookmarks are available to supporters.';
const WRITES_PER_USER = { name: 'bookmarks:write', max: 120, windowMs: 60_000 };

const requireSupporter = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.get('user').isSupporter) throw new AppError(403, SUPPORTER_REQUIRED_CODE, BOOKMARKS_SUPPORTER_MESSAGE);
  await next();
});

const limitWrites = createMiddleware<UserEnv>(async (c, next) => {
  if (c.req.method !== 'GET') await rateLimiterFor(c.get('deps')).enforce([[WRITES_PER_USER, c.get('user').id]]);
  await next();
});

export const bookmarksRoutes = new Hono<UserEnv>()
  .use(requireUser, requireSupporter, privateNoStore, limitWrites)
  .get('/', async (c) => {
    const { episodeId } = bookmarksQuery.parse(c.req.query());
    return c.json({
      bookmarks: await listBookmarks({ db: c.get('deps').db, userId: c.get('user').id, episodeId }),
    });
  })
  .post('/', async (c) => {
    const body = await readJson(c, createBookmarkRequest);
    return c.json(
      { bookmark: await createBookmark({ db: c.get('deps').db, userId: c.get('user').id, ...body }) },
      201,
    );
  })
  .patch('/:id', async (c) => {
    const { note } = await readJson(c, updateBookmarkRequest);
    return c.json({
      bookmark: await updateBookmark({
        db: c.get('deps').db,
        userId: c.get('user').id,
        id: c.req.param('id'),
        note,
      }),
    });
  })
  .delete('/:id', async (c) => {
    await deleteBookmark({ db: c.get('deps').db, userId: c.get('user').id, id: c.req.param('id') });
    return c.body(null, 204);
  });
