// Studying through the real app and database: due order, the SPEC §9 schedule, nothing due, streaks.
import { buildCardSides, flashcardsOverviewResponse, studyResponse } from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flashcardReviewLog, flashcardReviews } from '../../db/schema';
import { call, createSignedInUser, makeCard, makeDeck, todayUtc } from './test-helpers';
import { addDays } from '@rooted/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const setDue = (cardId: string, date: string) =>
  t.deps.db
    .update(flashcardReviews)
    .set({ nextReviewDate: date })
    .where(eq(flashcardReviews.flashcardId, cardId));

describe('GET /api/flashcards/study', () => {
  it('lists due cards by review date then creation, across decks or in one (SPEC §7)', async () => {
    const user = await createSignedInUser(t, { supporter: true });
    const a = await makeDeck(t, user, 'A');
    const b = await makeDeck(t, user, 'B');
    const today = todayUtc();
    const c1 = (await makeCard(t, user, { deckId: a.id, verseFrom: 1 })).body.card.id;
    const c2 = (await makeCard(t, user, { deckId: b.id, verseFrom: 2 })).body.card.id;
    const c3 = (await makeCard(t, user, { deckId: a.id, verseFrom: 3 })).body.card.id;
    const c4 = (await makeCard(t, user, { deckId: b.id, verseFrom: 4 })).body.card.id;
    const later = (await makeCard(t, user, { deckId: a.id, verseFrom: 5 })).body.card.id;
    await setDue(c3, addDays(today, -3));
    await setDue(c4, addDays(today, -1));
    await setDue(later, addDays(today, 2));

    const all = studyResponse.parse((await call(t, user, '/study')).body);
    expect(all.cards.map((c) => c.id)).toEqual([c3, c4, c1, c2]);
    expect(all.nextDueDate).toBeNull();
    expect(all.cards[0]).toMatchObject({
      deckName: 'A',
      reference: 'John 3:3',
      intervals: { 1: 1, 2: 1, 3: 1, 4: 3 },
    });
    expect(all.cards[0]!.text).toMatch(/^Jesus answered him/);
    // The card carries its passage once; the client draws both sides from it.
    const sides = buildCardSides({ ...all.cards[0]!, seed: all.cards[0]!.id });
    expect(sides.prompt).toMatchObject({ reference: 'John 3:3', text: null });
    expect(sides.answer).toEqual({ reference: 'John 3:3', text: all.cards[0]!.text });
    const onlyA = studyResponse.parse((await call(t, user, `/study?deckId=${a.id}`)).body);
    expect(onlyA.cards.map((c) => c.id)).toEqual([c3, c1]);
  });

  it("shows a passage card's verses joined in order, the same text the card itself has", async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const card = (await makeCard(t, user, { deckId: deck.id, verseFrom: 16, verseTo: 18 })).body.card;
    expect(card.text).toMatch(/^For God so loved the world.+ \S.+ \S/);
    const queue = studyResponse.parse((await call(t, user, '/study')).body);
    expect(queue.cards.map((c) => [c.reference, c.text])).toEqual([['John 3:16-18', card.text]]);
  });

  it('rates Good: due tomorrow, SPEC §9 values stored, then nothing due with the next date', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const card = (await makeCard(t, user, { deckId: deck.id })).body.card.id;
    const rated = await call(t, user, `/cards/${card}/review`, { method: 'POST', json: { rating: 3 } });
    expect(rated.status).toBe(200);
    const tomorrow = addDays(todayUtc(), 1);
    expect(rated.body).toMatchObject({
      intervalDays: 1,
      review: {
        nextReviewDate: tomorrow,
        reviewCount: 1,
        difficulty: 0.5,
        stability: 0.1,
        retrievability: 1,
      },
    });
    const empty = studyResponse.parse((await call(t, user, '/study')).body);
    expect(empty.cards).toEqual([]);
    expect(empty.nextDueDate).toBe(tomorrow);
    const overview = flashcardsOverviewResponse.parse((await call(t, user, '/overview')).body);
    expect(overview).toMatchObject({
      dueToday: 0,
      dueTomorrow: 1,
      totalReviews: 1,
      studyStreak: 1,
      nextDueDate: tomorrow,
      totalCards: 1,
      deckCount: 1,
    });
  });

  it("names the earliest later date when nothing is due, and never shows another user's due cards", async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const today = todayUtc();
    const inFive = (await makeCard(t, user, { deckId: deck.id, verseFrom: 1 })).body.card.id;
    const inThree = (await makeCard(t, user, { deckId: deck.id, verseFrom: 2 })).body.card.id;
    await setDue(inFive, addDays(today, 5));
    await setDue(inThree, addDays(today, 3));
    const theirs = (await makeCard(t, other, { deckId: (await makeDeck(t, other)).id })).body.card.id;
    await setDue(theirs, addDays(today, -1));

    const queue = studyResponse.parse((await call(t, user, '/study')).body);
    expect(queue.cards).toEqual([]);
    expect(queue.nextDueDate).toBe(addDays(today, 3));
    const overview = flashcardsOverviewResponse.parse((await call(t, user, '/overview')).body);
    expect(overview).toMatchObject({ dueToday: 0, nextDueDate: addDays(today, 3), totalCards: 2 });
    const theirQueue = studyResponse.parse((await call(t, other, '/study')).body);
    expect(theirQueue.cards.map((c) => c.id)).toEqual([theirs]);
  });

  it('counts n from the last review: Good after 4 days schedules 6 days, Easy 10, Hard 2', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const card = (await makeCard(t, user, { deckId: deck.id })).body.card.id;
    const fourDaysAgo = sql`now() - interval '4 days'`;
    await t.deps.db
      .update(flashcardReviews)
      .set({ lastReviewedAt: fourDaysAgo, reviewCount: 2, stability: 0.2 })
      .where(eq(flashcardReviews.flashcardId, card));
    const queue = studyResponse.parse((await call(t, user, '/study')).body);
    expect(queue.cards[0]!.intervals).toEqual({ 1: 1, 2: 2, 3: 6, 4: 10 });
    const rated = await call(t, user, `/cards/${card}/review`, { method: 'POST', json: { rating: 3 } });
    expect(rated.body).toMatchObject({
      intervalDays: 6,
      review: { nextReviewDate: addDays(todayUtc(), 6), reviewCount: 3, stability: 0.3 },
    });
  });

  it('accepts only ratings 1-4 and never a date from the client', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const card = (await makeCard(t, user, { deckId: deck.id })).body.card.id;
    for (const rating of [0, 5, '3', null]) {
      expect(
        (await call(t, user, `/cards/${card}/review`, { method: 'POST', json: { rating } })).status,
      ).toBe(400);
    }
    const res = await call(t, user, `/cards/${card}/review`, {
      method: 'POST',
      json: { rating: 4, nextReviewDate: '2099-01-01' },
    });
    expect(res.body.review.nextReviewDate).toBe(addDays(todayUtc(), 3));
  });
});

describe('flashcard answers are private', () => {
  // Per-user cards and decks: never kept by a shared cache or the back cache, also through the real Node
  // server, where the header goes straight onto Node's response (lib/node-response.ts).
  it('the study queue and the decks carry Cache-Control: private, no-store', async () => {
    const user = await createSignedInUser(t);
    for (const path of ['/study', '/decks']) {
      const res = await t.request(`/api/flashcards${path}`, { cookie: user.cookie });
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const path of ['/study', '/decks']) {
        const res = await fetch(`http://127.0.0.1:${port}/api/flashcards${path}`, {
          headers: { cookie: user.cookie },
        });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      }
    } finally {
      server.close();
    }
  });
});

describe('study streak (SPEC §9: consecutive local days, yesterday counts; issue 15: one grace day per week)', () => {
  it('counts days with any review, keeping yesterday when today has none yet and forgiving one missed day', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const card = (await makeCard(t, user, { deckId: deck.id })).body.card.id;
    const at = (daysAgo: number) => sql`now() - make_interval(days => ${daysAgo})`;
    await t.deps.db.insert(flashcardReviewLog).values(
      [1, 2, 3, 5].map((d) => ({
        userId: user.id,
        flashcardId: card,
        rating: 3,
        reviewedAt: at(d) as unknown as Date,
      })),
    );
    // Four days ago is the only missed day of its ISO week: forgiven, not counted. Before five days ago
    // two more missed days always fall in one week, so the run is 1, 2, 3 and 5 days ago.
    expect((await call(t, user, '/overview')).body.studyStreak).toBe(4);
    await call(t, user, `/cards/${card}/review`, { method: 'POST', json: { rating: 3 } });
    expect((await call(t, user, '/overview')).body.studyStreak).toBe(5);
  });
});
