// Cards: listing a deck's cards, editing one (its schedule is kept) and deleting one.
import type { updateFlashcardRequest } from '@rooted/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { flashcardReviews as r, flashcards as f } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { cardNotFound, oneCard, sameCard, selectCards, withTexts } from './card-rows';
import { requireDeck } from './decks.service';
import { requirePassage, type Passage } from './passages';
import { isUuid, type StudySettings } from './study-settings';

type UpdateInput = z.output<typeof updateFlashcardRequest>;

/** SPEC §7: a deck's cards, newest first, each with its review and its text. */
export async function listDeckCards(opts: {
  db: Db;
  userId: string;
  deckId: string;
  settings: StudySettings;
}) {
  const { db, userId, settings } = opts;
  const deck = await requireDeck({ db, userId, deckId: opts.deckId });
  return withTexts(db, await selectCards(db, userId, eq(f.deckId, deck.id)), settings.translation);
}

/** Changes a card's type, verse or deck; the schedule is kept. Becoming a copy of another card is a 409. */
export async function updateCard(opts: {
  db: Db;
  userId: string;
  cardId: string;
  input: UpdateInput;
  settings: StudySettings;
}) {
  const { db, userId, cardId, input, settings } = opts;
  if (!isUuid(cardId)) throw cardNotFound();
  const [current] = await db
    .select()
    .from(f)
    .where(and(eq(f.id, cardId), eq(f.userId, userId)));
  if (!current) throw cardNotFound();
  const deckId = input.deckId ? (await requireDeck({ db, userId, deckId: input.deckId })).id : current.deckId;
  const type = input.type ?? current.flashcardType;
  const changesVerse =
    input.book !== undefined ||
    input.chapter !== undefined ||
    input.verseFrom !== undefined ||
    input.verseTo !== undefined;
  const passage: Passage = changesVerse
    ? await requirePassage({
        db,
        book: input.book ?? current.book,
        chapter: input.chapter ?? current.chapter,
        verseFrom: input.verseFrom ?? current.verseFrom,
        verseTo: input.verseTo === undefined ? current.verseTo : input.verseTo,
      })
    : current;
  const [clash] = await db
    .select({ id: f.id })
    .from(f)
    .where(and(sameCard(deckId, type, passage), ne(f.id, current.id)))
    .limit(1);
  if (clash) throw conflict('That deck already has this card.', 'duplicate_card');
  await db
    .update(f)
    .set({
      deckId,
      flashcardType: type,
      book: passage.book,
      chapter: passage.chapter,
      verseFrom: passage.verseFrom,
      verseTo: passage.verseTo,
    })
    .where(and(eq(f.id, current.id), eq(f.userId, userId)));
  return oneCard(db, userId, current.id, settings);
}

/** Deletes a card and its review row together (SPEC §7: reviews first); the review log keeps its history. */
export async function deleteCard({ db, userId, cardId }: { db: Db; userId: string; cardId: string }) {
  if (!isUuid(cardId)) throw cardNotFound();
  await db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.id, cardId), eq(f.userId, userId)))
      .for('update');
    if (!card) throw cardNotFound();
    await tx.delete(r).where(eq(r.flashcardId, card.id));
    await tx.delete(f).where(eq(f.id, card.id));
  });
}
