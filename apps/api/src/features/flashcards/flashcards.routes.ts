// /api/flashcards: decks, cards, study and the dashboard overview. Thin: parse, call a service, answer.
import {
  createDeckRequest,
  createFlashcardRequest,
  reviewRequest,
  studyQuery,
  updateDeckRequest,
  updateFlashcardRequest,
} from '@rooted/shared';
import { Hono, type Context } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { readJson } from '../../lib/json-body';
import { setAnswerHeader } from '../../lib/node-response';
import { deleteCard, listDeckCards, updateCard } from './card-edits.service';
import { createCard } from './cards.service';
import { createDeck, deleteDeck, getDeck, listDecks, updateDeck } from './decks.service';
import { getOverview } from './overview.service';
import { getStudyQueue, reviewCard } from './study.service';
import { studySettings } from './study-settings';

// Private, per-user data: never kept by shared caches.
const PRIVATE = 'private, no-store';

/** The clock and the user's settings for this request; one `now` keeps every date in a response consistent. */
async function context(c: Context<UserEnv>) {
  const now = new Date();
  const { db } = c.get('deps');
  const userId = c.get('user').id;
  // Straight onto Node's response (lib/node-response.ts): c.header() made every answer here build a
  // validated fetch Headers object (issue 13).
  setAnswerHeader(c, 'Cache-Control', PRIVATE);
  return { db, userId, now, settings: await studySettings({ db, userId, now, stored: c.get('userSettings') }) };
}

export const flashcardsRoutes = new Hono<UserEnv>()
  .use(requireUser)
  .get('/overview', async (c) => {
    const x = await context(c);
    return c.json(await getOverview({ ...x, isSupporter: c.get('user').isSupporter }));
  })
  .get('/decks', async (c) => {
    const x = await context(c);
    return c.json({ decks: await listDecks({ ...x, today: x.settings.today }), today: x.settings.today });
  })
  .post('/decks', async (c) => {
    const input = await readJson(c, createDeckRequest);
    const x = await context(c);
    return c.json({ deck: await createDeck({ ...x, input, today: x.settings.today }) }, 201);
  })
  .get('/decks/:deckId', async (c) => {
    const x = await context(c);
    const deckId = c.req.param('deckId');
    const deck = await getDeck({ ...x, deckId, today: x.settings.today });
    const cards = await listDeckCards({ ...x, deckId });
    return c.json({ deck, cards, today: x.settings.today, translation: x.settings.translation });
  })
  .patch('/decks/:deckId', async (c) => {
    const input = await readJson(c, updateDeckRequest);
    const x = await context(c);
    return c.json({
      deck: await updateDeck({ ...x, deckId: c.req.param('deckId'), input, today: x.settings.today }),
    });
  })
  .delete('/decks/:deckId', async (c) => {
    const x = await context(c);
    await deleteDeck({ ...x, deckId: c.req.param('deckId') });
    return c.body(null, 204);
  })
  .post('/cards', async (c) => {
    const input = await readJson(c, createFlashcardRequest);
    const x = await context(c);
    const result = await createCard({ ...x, user: c.get('user'), input });
    // 200 with `created: false` when the identical card already existed (SPEC §4).
    return c.json(result, result.created ? 201 : 200);
  })
  .patch('/cards/:cardId', async (c) => {
    const input = await readJson(c, updateFlashcardRequest);
    const x = await context(c);
    return c.json({ card: await updateCard({ ...x, cardId: c.req.param('cardId'), input }) });
  })
  .delete('/cards/:cardId', async (c) => {
    const x = await context(c);
    await deleteCard({ ...x, cardId: c.req.param('cardId') });
    return c.body(null, 204);
  })
  .post('/cards/:cardId/review', async (c) => {
    const { rating } = await readJson(c, reviewRequest);
    const x = await context(c);
    return c.json(await reviewCard({ ...x, cardId: c.req.param('cardId'), rating }));
  })
  .get('/study', async (c) => {
    const { deckId } = studyQuery.parse(c.req.query());
    const x = await context(c);
    return c.json(await getStudyQueue({ ...x, deckId }));
  });
