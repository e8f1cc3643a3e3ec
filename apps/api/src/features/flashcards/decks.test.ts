// Decks through the real app and database: ownership, stats and the deleting cascade (SPEC §3, §7).
import { deckDetailResponse, decksResponse } from '@rooted/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flashcardDecks, flashcardReviewLog, flashcardReviews, flashcards } from '../../db/schema';
import { call, createSignedInUser, makeCard, makeDeck, todayUtc } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('decks', () => {
  it('creates, lists newest first, renames and validates decks', async () => {
    const user = await createSignedInUser(t);
    await makeDeck(t, user, 'First');
    const second = await makeDeck(t, user, '  Second  ');
    expect(second.name).toBe('Second');
    const list = decksResponse.parse((await call(t, user, '/decks')).body);
    expect(list.decks.map((d) => d.name)).toEqual(['Second', 'First']);
    expect(list.decks[0]!.stats).toEqual({
      totalCards: 0,
      dueToday: 0,
      dueTomorrow: 0,
      totalReviews: 0,
      averageDifficulty: 0,
      retentionRate: 0,
    });

    const renamed = await call(t, user, `/decks/${second.id}`, {
      method: 'PATCH',
      json: { name: 'Gospels', description: 'John and Luke' },
    });
    expect(renamed.body.deck).toMatchObject({ name: 'Gospels', description: 'John and Luke' });
    expect((await call(t, user, '/decks', { method: 'POST', json: { name: '   ' } })).status).toBe(400);
    expect((await call(t, user, '/decks', { method: 'POST', json: { name: 'x'.repeat(81) } })).status).toBe(
      400,
    );
    expect((await call(t, user, `/decks/${second.id}`, { method: 'PATCH', json: {} })).status).toBe(400);
  });

  it("answers 404 for another user's deck, and for ids that cannot exist", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const deck = await makeDeck(t, owner);
    expect((await call(t, other, `/decks/${deck.id}`)).status).toBe(404);
    expect(
      (await call(t, other, `/decks/${deck.id}`, { method: 'PATCH', json: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await call(t, other, `/decks/${deck.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(t, other, `/study?deckId=${deck.id}`)).status).toBe(404);
    expect((await call(t, other, '/decks/not-a-uuid')).status).toBe(404);
    expect(decksResponse.parse((await call(t, other, '/decks')).body).decks).toEqual([]);
    expect((await call(t, owner, `/decks/${deck.id}`)).status).toBe(200);
  });

  it('shows the deck with its cards newest first and SPEC §3 stats', async () => {
    const user = await createSignedInUser(t, { supporter: true });
    const deck = await makeDeck(t, user);
    const ids: string[] = [];
    for (const verseFrom of [1, 2, 3])
      ids.push((await makeCard(t, user, { deckId: deck.id, verseFrom })).body.card.id);
    await call(t, user, `/cards/${ids[0]}/review`, { method: 'POST', json: { rating: 3 } });
    await call(t, user, `/cards/${ids[1]}/review`, { method: 'POST', json: { rating: 4 } });
    const detail = deckDetailResponse.parse((await call(t, user, `/decks/${deck.id}`)).body);
    expect(detail.cards.map((c) => c.id)).toEqual([...ids].reverse());
    expect(detail.cards.map((c) => c.reference)).toEqual(['John 3:3', 'John 3:2', 'John 3:1']);
    expect(detail.deck.stats).toEqual({
      totalCards: 3,
      dueToday: 1,
      dueTomorrow: 1,
      totalReviews: 2,
      averageDifficulty: 0.55,
      retentionRate: 0.85,
    });
    expect(detail.today).toBe(todayUtc());
    // The list computes them from its own query (one statement for every deck): the same stats.
    const [listed] = decksResponse.parse((await call(t, user, '/decks')).body).decks;
    expect(listed!.stats).toEqual(detail.deck.stats);
  });

  it("lists each deck with its own cards' stats, never another user's (one statement for every deck)", async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const empty = await makeDeck(t, user, 'Empty');
    const two = await makeDeck(t, user, 'Two');
    const one = await makeDeck(t, user, 'One');
    for (const verseFrom of [1, 2]) await makeCard(t, user, { deckId: two.id, verseFrom });
    const single = (await makeCard(t, user, { deckId: one.id })).body.card.id as string;
    await call(t, user, `/cards/${single}/review`, { method: 'POST', json: { rating: 3 } });
    const othersDeck = await makeDeck(t, other, 'Theirs');
    for (const verseFrom of [1, 2, 3]) await makeCard(t, other, { deckId: othersDeck.id, verseFrom });

    const { decks } = decksResponse.parse((await call(t, user, '/decks')).body);
    expect(decks.map((d) => [d.name, d.stats.totalCards, d.stats.totalReviews])).toEqual([
      ['One', 1, 1],
      ['Two', 2, 0],
      ['Empty', 0, 0],
    ]);
    expect(decks.find((d) => d.id === empty.id)!.stats.dueToday).toBe(0);
    // Each deck's stats in the list are those of its own page.
    for (const deck of decks) {
      const detail = deckDetailResponse.parse((await call(t, user, `/decks/${deck.id}`)).body);
      expect(deck.stats).toEqual(detail.deck.stats);
    }
    const theirs = decksResponse.parse((await call(t, other, '/decks')).body).decks;
    expect(theirs.map((d) => [d.name, d.stats.totalCards])).toEqual([['Theirs', 3]]);
  });

  it('deletes a deck with its cards and their reviews in one transaction, keeping the review history', async () => {
    const user = await createSignedInUser(t);
    const keep = await makeDeck(t, user, 'Keep');
    const drop = await makeDeck(t, user, 'Drop');
    const kept = (await makeCard(t, user, { deckId: keep.id })).body.card.id as string;
    const dropped: string[] = [];
    for (const verseFrom of [1, 2])
      dropped.push((await makeCard(t, user, { deckId: drop.id, verseFrom })).body.card.id);
    await call(t, user, `/cards/${dropped[0]}/review`, { method: 'POST', json: { rating: 3 } });

    expect((await call(t, user, `/decks/${drop.id}`, { method: 'DELETE' })).status).toBe(204);
    const { db } = t.deps;
    expect(await db.$count(flashcardDecks, eq(flashcardDecks.id, drop.id))).toBe(0);
    expect(await db.$count(flashcards, inArray(flashcards.id, dropped))).toBe(0);
    expect(await db.$count(flashcardReviews, inArray(flashcardReviews.flashcardId, dropped))).toBe(0);
    expect(await db.$count(flashcardReviews, eq(flashcardReviews.flashcardId, kept))).toBe(1);
    // The rating given stays in the log (its card link cleared): the study streak survives.
    expect(await db.$count(flashcardReviewLog, eq(flashcardReviewLog.userId, user.id))).toBe(1);
    expect((await call(t, user, '/overview')).body.studyStreak).toBe(1);
    expect((await call(t, user, `/decks/${drop.id}`)).status).toBe(404);
  });
});
