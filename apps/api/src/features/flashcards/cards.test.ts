// Creating cards through the real app and database: first review, duplicates, the free quota (SPEC §1, §4, §9).
import { createFlashcardResponse, deckDetailResponse, FLASHCARD_QUOTA_CODE } from '@rooted/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flashcardReviews, flashcards, users } from '../../db/schema';
import { call, createSignedInUser, makeCard, makeDeck, todayUtc } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/flashcards/cards', () => {
  it('creates the card with its first review due today (SPEC §4)', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const res = await makeCard(t, user, { deckId: deck.id });
    expect(res.status).toBe(201);
    const { card, created, quota } = createFlashcardResponse.parse(res.body);
    expect(created).toBe(true);
    expect(card).toMatchObject({
      reference: 'John 3:16',
      bookSlug: 'John',
      book: 43,
      verseTo: null,
      type: 'verse_to_text',
    });
    expect(card.text).toMatch(/^For God so loved the world/);
    expect(card.review).toMatchObject({ nextReviewDate: todayUtc(), reviewCount: 0, lastReviewedAt: null });
    expect(quota).toEqual({ unlimited: false, limit: 5, used: 1, remaining: 4 });
    const reviews = await t.deps.db
      .select()
      .from(flashcardReviews)
      .where(eq(flashcardReviews.flashcardId, card.id));
    expect(reviews).toHaveLength(1);
  });

  it('returns the existing card for an identical verse card instead of a duplicate (SPEC §4)', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const first = await makeCard(t, user, {
      deckId: deck.id,
      book: 'Romans',
      chapter: 8,
      verseFrom: 28,
      verseTo: 29,
    });
    const again = await makeCard(t, user, {
      deckId: deck.id,
      book: 'rom',
      chapter: 8,
      verseFrom: 28,
      verseTo: 29,
    });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.card.id).toBe(first.body.card.id);
    expect(again.body.card.reference).toBe('Romans 8:28-29');
    // A different type, or a range ending where it starts (a single verse), are not the same card.
    expect(
      (
        await makeCard(t, user, {
          deckId: deck.id,
          book: 45,
          chapter: 8,
          verseFrom: 28,
          verseTo: 29,
          type: 'cloze',
        })
      ).status,
    ).toBe(201);
    const single = await makeCard(t, user, {
      deckId: deck.id,
      book: 45,
      chapter: 8,
      verseFrom: 28,
      verseTo: 28,
    });
    expect(single.body.card.reference).toBe('Romans 8:28');
    expect(
      (await makeCard(t, user, { deckId: deck.id, book: 45, chapter: 8, verseFrom: 28 })).body.created,
    ).toBe(false);
    const count = await t.deps.db.$count(flashcards, eq(flashcards.userId, user.id));
    expect(count).toBe(3);
  });

  it('enforces 5 new cards per month for free users; duplicates and supporters are not limited (SPEC §1)', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    for (let v = 1; v <= 5; v++)
      expect((await makeCard(t, user, { deckId: deck.id, verseFrom: v })).status).toBe(201);
    const sixth = await makeCard(t, user, { deckId: deck.id, verseFrom: 6 });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.code).toBe(FLASHCARD_QUOTA_CODE);
    // Returning an existing card costs nothing, even at the limit.
    expect((await makeCard(t, user, { deckId: deck.id, verseFrom: 3 })).body.created).toBe(false);
    // Cards made last month do not count.
    await t.deps.db
      .update(flashcards)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(flashcards.userId, user.id));
    expect((await makeCard(t, user, { deckId: deck.id, verseFrom: 6 })).status).toBe(201);
    const overview = await call(t, user, '/overview');
    expect(overview.body.quota).toMatchObject({ used: 1, remaining: 4 });

    const supporter = await createSignedInUser(t, { supporter: true });
    const sDeck = await makeDeck(t, supporter);
    for (let v = 1; v <= 7; v++)
      expect((await makeCard(t, supporter, { deckId: sDeck.id, verseFrom: v })).status).toBe(201);
    expect((await call(t, supporter, '/overview')).body.quota).toMatchObject({ unlimited: true, used: 7 });
  });

  it('holds the quota under concurrent creates', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map((v) => makeCard(t, user, { deckId: deck.id, verseFrom: v })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
  });

  it('rejects verses that do not exist and passages that are too long', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    expect((await makeCard(t, user, { deckId: deck.id, verseFrom: 37 })).body.error.code).toBe(
      'verse_not_found',
    );
    expect((await makeCard(t, user, { deckId: deck.id, book: 'Hezekiah' })).body.error.code).toBe(
      'book_not_found',
    );
    expect((await makeCard(t, user, { deckId: deck.id, chapter: 22 })).status).toBe(400);
    expect((await makeCard(t, user, { deckId: deck.id, verseFrom: 16, verseTo: 15 })).status).toBe(400);
    expect((await makeCard(t, user, { deckId: deck.id, verseFrom: 1, verseTo: 31 })).status).toBe(400);
    expect((await makeCard(t, user, { deckId: deck.id, type: 'other' as never })).status).toBe(400);
  });

  it('ignores any schedule a client sends: the first review is always due today', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const res = await call(t, user, '/cards', {
      method: 'POST',
      json: {
        deckId: deck.id,
        type: 'text_to_verse',
        book: 'John',
        chapter: 1,
        verseFrom: 1,
        nextReviewDate: '2099-01-01',
        review: { nextReviewDate: '2099-01-01' },
      },
    });
    expect(res.body.card.review.nextReviewDate).toBe(todayUtc());
  });

  it("uses the user's time zone for today and the preferred translation for the text", async () => {
    const user = await createSignedInUser(t);
    await t.deps.db
      .update(users)
      .set({ timezone: 'Pacific/Kiritimati', preferredBibleTranslation: 'KJV' })
      .where(eq(users.id, user.id));
    const deck = await makeDeck(t, user);
    const { card } = createFlashcardResponse.parse((await makeCard(t, user, { deckId: deck.id })).body);
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    expect(card.review.nextReviewDate).toBe(kiritimati);
    expect(card.text).toMatch(/^For God so loved the world, that he gave his only begotten Son/);
  });
});

describe('editing and deleting cards', () => {
  it('edits a card, refuses to turn it into a copy, and deletes it with its review', async () => {
    const user = await createSignedInUser(t);
    const deck = await makeDeck(t, user);
    const other = await makeDeck(t, user, 'Psalms');
    const a = (await makeCard(t, user, { deckId: deck.id, verseFrom: 16 })).body.card;
    const b = (await makeCard(t, user, { deckId: deck.id, verseFrom: 17 })).body.card;
    const edited = await call(t, user, `/cards/${b.id}`, {
      method: 'PATCH',
      json: { type: 'first_letters', verseTo: 18 },
    });
    expect(edited.body.card).toMatchObject({ type: 'first_letters', reference: 'John 3:17-18' });
    expect(
      (
        await call(t, user, `/cards/${b.id}`, {
          method: 'PATCH',
          json: { verseFrom: 16, verseTo: null, type: 'verse_to_text' },
        })
      ).status,
    ).toBe(409);
    const moved = await call(t, user, `/cards/${a.id}`, { method: 'PATCH', json: { deckId: other.id } });
    expect(moved.body.card.deckId).toBe(other.id);

    expect((await call(t, user, `/cards/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.deps.db.$count(flashcardReviews, eq(flashcardReviews.flashcardId, a.id))).toBe(0);
    expect((await call(t, user, `/cards/${a.id}`, { method: 'DELETE' })).status).toBe(404);
    const detail = deckDetailResponse.parse((await call(t, user, `/decks/${deck.id}`)).body);
    expect(detail.cards.map((c) => c.id)).toEqual([b.id]);
  });

  it("cannot touch another user's card or add to another user's deck", async () => {
    const owner = await createSignedInUser(t);
    const intruder = await createSignedInUser(t);
    const deck = await makeDeck(t, owner);
    const card = (await makeCard(t, owner, { deckId: deck.id })).body.card;
    expect((await makeCard(t, intruder, { deckId: deck.id, verseFrom: 17 })).status).toBe(404);
    expect(
      (await call(t, intruder, `/cards/${card.id}`, { method: 'PATCH', json: { type: 'cloze' } })).status,
    ).toBe(404);
    expect((await call(t, intruder, `/cards/${card.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await call(t, intruder, `/cards/${card.id}/review`, { method: 'POST', json: { rating: 3 } })).status,
    ).toBe(404);
    expect((await call(t, null, '/decks')).status).toBe(401);
  });
});
