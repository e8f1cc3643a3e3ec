// Signed-in parts of /api/bible. Each group has its own prefix because a sub-app's `use(requireUser)`
// covers every path under its mount point, and the chapter routes beside these must stay public.
import {
  createCustomVerseLinkRequest,
  preferredTranslationRequest,
  SUPPORTER_ONLY_MESSAGE,
  updateCustomVerseLinkRequest,
  verseQuery,
} from '@rooted/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { AppError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { getCrossReferences } from './cross-references.service';
import { createCustomLink, deleteCustomLink, listCustomLinks, updateCustomLink } from './custom-links.service';
import { getPreferredTranslation, setPreferredTranslation } from './preferences.service';
import { getDefaultTranslation } from './translations.service';

/** SPEC §1: cross references and custom verse links are supporter features, enforced here. */
const requireSupporter = createMiddleware<UserEnv>(async (c, next) => {
  if (!c.get('user').isSupporter) throw new AppError(403, 'supporter_required', SUPPORTER_ONLY_MESSAGE);
  await next();
});

// Private, per-user data: never kept by shared caches.
const PRIVATE = 'private, no-store';

const preferredTranslationRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json({ translation: await getPreferredTranslation({ db: c.get('deps').db, userId: c.get('user').id }) });
  })
  .put('/', async (c) => {
    const { translation } = await readJson(c, preferredTranslationRequest);
    const saved = await setPreferredTranslation({ db: c.get('deps').db, userId: c.get('user').id, translation });
    return c.json({ translation: saved });
  });

const crossReferenceRoutes = new Hono<UserEnv>()
  .use(requireUser, requireSupporter)
  .get('/:book/:chapter/:verse', async (c) => {
    const db = c.get('deps').db;
    const q = verseQuery.parse({ ...c.req.param(), translation: c.req.query('translation') });
    const translation = q.translation ?? (await getDefaultTranslation({ db }));
    c.header('Cache-Control', PRIVATE);
    return c.json(await getCrossReferences({ db, book: q.book, chapter: q.chapter, verse: q.verse, translation }));
  });

const chapterQuery = z.object({ book: z.string().min(1).max(40), chapter: z.coerce.number().int().positive().max(200) });

const customLinkRoutes = new Hono<UserEnv>()
  .use(requireUser, requireSupporter)
  .get('/', async (c) => {
    const db = c.get('deps').db;
    const { book, chapter } = chapterQuery.parse(c.req.query());
    const translation = c.req.query('translation') ?? (await getDefaultTranslation({ db }));
    c.header('Cache-Control', PRIVATE);
    return c.json({ links: await listCustomLinks({ db, userId: c.get('user').id, book, chapter, translation }) });
  })
  .post('/', async (c) => {
    const db = c.get('deps').db;
    const input = await readJson(c, createCustomVerseLinkRequest);
    const translation = c.req.query('translation') ?? (await getDefaultTranslation({ db }));
    return c.json({ link: await createCustomLink({ db, userId: c.get('user').id, input, translation }) }, 201);
  })
  .patch('/:id', async (c) => {
    const db = c.get('deps').db;
    const { note } = await readJson(c, updateCustomVerseLinkRequest);
    const translation = c.req.query('translation') ?? (await getDefaultTranslation({ db }));
    return c.json({ link: await updateCustomLink({ db, userId: c.get('user').id, id: c.req.param('id'), note, translation }) });
  })
  .delete('/:id', async (c) => {
    await deleteCustomLink({ db: c.get('deps').db, userId: c.get('user').id, id: c.req.param('id') });
    return c.body(null, 204);
  });

export const bibleUserRoutes = new Hono<UserEnv>()
  .route('/preferred-translation', preferredTranslationRoutes)
  .route('/cross-references', crossReferenceRoutes)
  .route('/links', customLinkRoutes);
