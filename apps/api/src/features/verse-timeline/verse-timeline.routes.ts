// The verse timeline's API (issue 15), mounted at /api:
//   GET  /episodes/{episodeId}/verses      an episode's verses in time (public, like the episode page)
//   GET  /verse-mentions/{book}/{chapter}  which episodes discuss each verse of a chapter (the reader's badges)
//   POST /series/{seriesId}/verse-deck     a deck of the series' verses (signed in)
import { chapterMentionsParams, findBook } from '@rooted/shared';
import { Hono } from 'hono';
import { optionalUser, requireUser } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { createSeriesDeck } from './series-deck.service';
import { getChapterMentions, getEpisodeVerses } from './verse-timeline.service';

// What a visitor sees differs from what an admin sees (hidden podcasts): never a shared cache.
const PRIVATE = 'private, no-cache';

export const verseTimelineRoutes = new Hono<AppEnv>()
  .get('/episodes/:episodeId/verses', optionalUser, async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json(await getEpisodeVerses({ db: c.get('deps').db, viewer: c.get('user'), episodeId: c.req.param('episodeId') }));
  })
  .get('/verse-mentions/:book/:chapter', optionalUser, async (c) => {
    const params = chapterMentionsParams.parse(c.req.param());
    const book = findBook(params.book);
    if (!book) throw badRequest(`There is no book of the Bible called "${params.book}".`, 'book_not_found');
    if (params.chapter > book.chapters)
      throw badRequest(`${book.name} has ${book.chapters} chapters; there is no chapter ${params.chapter}.`, 'chapter_not_found');
    c.header('Cache-Control', PRIVATE);
    return c.json(await getChapterMentions({ db: c.get('deps').db, viewer: c.get('user'), book: book.index, chapter: params.chapter }));
  })
  .post('/series/:seriesId/verse-deck', requireUser, async (c) => {
    const user = c.get('user')!;
    c.header('Cache-Control', 'private, no-store');
    return c.json(await createSeriesDeck({ db: c.get('deps').db, user, seriesId: c.req.param('seriesId') }), 201);
  });
