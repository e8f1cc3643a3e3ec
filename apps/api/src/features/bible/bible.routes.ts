// /api/bible: translations, chapters, and (signed in) preferences, cross references and custom links.
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { setAnswerHeader } from '../../lib/node-response';
import { bibleUserRoutes } from './bible-user.routes';
import { getChapterJson } from './bible.service';
import { getDefaultTranslation, listTranslations } from './translations.service';

// The text never changes between deploys; browsers and proxies may keep a chapter for an hour.
const PUBLIC_CACHE = 'public, max-age=3600';

export const bibleRoutes = new Hono<AppEnv>()
  .get('/translations', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(await listTranslations({ db: c.get('deps').db }));
  })
  .get('/translations/default', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ id: await getDefaultTranslation({ db: c.get('deps').db }) });
  })
  .route('/', bibleUserRoutes)
  .get('/:translation/:book/:chapter', async (c) => {
    const { translation, book, chapter } = c.req.param();
    const started = performance.now();
    const json = await getChapterJson({ db: c.get('deps').db, translation, book, chapter: Number(chapter) });
    // Lets bench/bible-chapter.mjs (and browser dev tools) separate our time from the network's.
    setAnswerHeader(c, 'Server-Timing', `chapter;dur=${(performance.now() - started).toFixed(2)}`);
    setAnswerHeader(c, 'Cache-Control', PUBLIC_CACHE);
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  });
