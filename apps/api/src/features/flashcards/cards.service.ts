// Cards: creating (with the first review due today, SPEC §4), listing, editing and deleting.
import {
  canCreateFlashcard,
  FLASHCARD_QUOTA_CODE,
  FLASHCARD_QUOTA_MESSAGE,
  type createFlashcardRequest,
  type updateFlashcardRequest,
} from '@rooted/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { flashcardReviews as r, flashcards as f, podcastEpisodes } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { selectCards, withTexts } from './card-rows';
import { requireDeck } from './decks.service';
import { requirePassage, type Passage } from './passages';
import { quotaFor } from './quota.service';
import { isUuid, type StudySettings } from './study-settings';

type CreateInput = z.output<typeof createFlashcardRequest>;
type UpdateInput = z.output<typeof updateFlashcardRequest>;
interface Actor {
  id: string;
  isSupporter: boolean;
}

export const cardNotFound = () => notFound('That flashcard does not exist.');

/** The same card in the same deck: same type and the same verse or passage. */
const sameCard = (deckId: string, type: string, p: Passage) =>
  and(
    eq(f.deckId, deckId),
    eq(f.flashcardType, type),
    eq(f.book, p.book),
    eq(f.chapter, p.chapter),
    eq(f.verseFrom, p.verseFrom),
    p.verseTo === null ? isNull(f.verseTo) : eq(f.verseTo, p.verseTo),
  );

async function oneCard(db: Db | Tx, userId: string, cardId: string, settings: StudySettings) {
  const [row] = await selectCards(db, userId, eq(f.id, cardId));
  if (!row) throw cardNotFound();
  const [card] = await withTexts(db, [row], settings.translation);
  return card!;
}

async function requireEpisode(db: Db, episodeId: string) {
  const [found] = await db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.id, episodeId));
  if (!found) throw badRequest('That episode does not exist.', 'episode_not_found');
}

/**
 * SPEC §4: creates the card and its first review, due today, in one transaction. An identical verse card
 * in the deck is returned instead of a duplicate (and costs no quota). Free users: 5 new cards a month.
 */
export async function createCard(opts: {
  db: Db;
  user: Actor;
  input: CreateInput;
  settings: StudySettings;
  now: Date;
}) {
  const { db, user, input, settings, now } = opts;
  const passage = await requirePassage({ db, ...input });
  if (input.episodeId) await requireEpisode(db, input.episodeId);
  const clipStart = input.clipStartSeconds ?? null;
  const clipEnd = input.clipEndSeconds ?? null;
  if (clipStart !== null && clipEnd !== null && clipEnd < clipStart)
    throw badRequest('The clip must end after it starts.', 'invalid_clip');

  return db.transaction(async (tx) => {
    // One writer per user at a time: two quick clicks cannot both pass the quota or both insert a duplicate.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`flashcards:${user.id}`}, 0))`);
    const deck = await requireDeck({ db: tx, userId: user.id, deckId: input.deckId });
    const [existing] = await tx
      .select({ id: f.id })
      .from(f)
      .where(sameCard(deck.id, input.type, passage))
      .limit(1);
    const quotaOpts = {
      db: tx,
      userId: user.id,
      isSupporter: user.isSupporter,
      now,
      timeZone: settings.timeZone,
    };
    if (existing) {
      return {
        card: await oneCard(tx, user.id, existing.id, settings),
        created: false,
        quota: await quotaFor(quotaOpts),
      };
    }
    const quota = await quotaFor(quotaOpts);
    if (!canCreateFlashcard(quota)) throw new AppError(403, FLASHCARD_QUOTA_CODE, FLASHCARD_QUOTA_MESSAGE);

    const [card] = await tx
      .insert(f)
      .values({
        deckId: deck.id,
        userId: user.id,
        flashcardType: input.type,
        ...passage,
        episodeId: input.episodeId ?? null,
        clipStartSeconds: clipStart,
        clipEndSeconds: clipEnd,
        createdAt: now,
      })
      .returning({ id: f.id });
    await tx.insert(r).values({ flashcardId: card!.id, userId: user.id, nextReviewDate: settings.today });
    return {
      card: await oneCard(tx, user.id, card!.id, settings),
      created: true,
      quota: {
        ...quota,
        used: quota.used + 1,
        remaining: quota.remaining === null ? null : quota.remaining - 1,
      },
    };
  });
}

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
