// Studying: the queue of due cards and rating a card with the SPEC §9 schedule. The server computes
// every date; a client only says which rating it gave. A card goes out as its reference and text: the
// client draws its prompt and answer from them (buildCardSides, shared).
import {
  previewIntervals,
  scheduleReview,
  type FlashcardType,
  type StudyCard,
  type StudyRating,
  type StudyResponse,
} from '@rooted/shared';
import { and, asc, eq, gt, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedPerDb } from '../../db/prepared';
import {
  flashcardDecks as d,
  flashcardReviewLog as log,
  flashcardReviews as r,
  flashcards as f,
} from '../../db/schema';
import { cardNotFound, ownCards } from './card-rows';
import { requireDeck } from './decks.service';
import { passagesVerseTexts } from '../bible/verse-texts';
import { joinVerses, referenceOf } from './passages';
import { isUuid, type StudySettings } from './study-settings';

/** A card made from a listening moment plays its clip again ('hear it again'). */
function clipOf(row: {
  episodeId: string | null;
  clipStartSeconds: number | null;
  clipEndSeconds: number | null;
}) {
  const { episodeId, clipStartSeconds: startSeconds, clipEndSeconds: endSeconds } = row;
  return episodeId && startSeconds !== null && endSeconds !== null
    ? { episodeId, startSeconds, endSeconds }
    : null;
}

/** One session's worth; the next batch loads after these are rated. */
export const STUDY_BATCH = 100;

// The queue is one prepared statement (issue 13); the cards' verse texts come from the chapters kept in
// memory (bible/verse-texts.ts). Only an empty queue needs a second statement, for the next due date. Each
// comes in two fixed shapes: across the user's decks, or in one of them.
// Scoped on the review's owner too (ownCards): a queue costs what is due, not one probe per card the user has.
const ownCardsOfUser = ownCards(sql.placeholder('userId'));
const ownCardsInDeck = and(ownCardsOfUser, eq(f.deckId, sql.placeholder('deckId')))!;

/** SPEC §7: due cards (next review on or before today), by review date then creation. */
function dueCardsQuery(db: Db, scope: SQL, name: string) {
  return db
    .select({
      id: f.id,
      deckId: f.deckId,
      deckName: d.name,
      type: f.flashcardType,
      book: f.book,
      chapter: f.chapter,
      verseFrom: f.verseFrom,
      verseTo: f.verseTo,
      episodeId: f.episodeId,
      clipStartSeconds: f.clipStartSeconds,
      clipEndSeconds: f.clipEndSeconds,
      nextReviewDate: r.nextReviewDate,
      reviewCount: r.reviewCount,
      lastReviewedAt: r.lastReviewedAt,
    })
    .from(f)
    .innerJoin(r, eq(r.flashcardId, f.id))
    .innerJoin(d, eq(d.id, f.deckId))
    .where(and(scope, lte(r.nextReviewDate, sql.placeholder('today'))))
    .orderBy(asc(r.nextReviewDate), asc(f.createdAt), asc(f.id))
    .limit(STUDY_BATCH)
    .prepare(name);
}

/** The earliest review date after today, for a queue with nothing due. */
function nextDueQuery(db: Db, scope: SQL, name: string) {
  return db
    .select({ date: min(r.nextReviewDate) })
    .from(f)
    .innerJoin(r, eq(r.flashcardId, f.id))
    .where(and(scope, gt(r.nextReviewDate, sql.placeholder('today'))))
    .prepare(name);
}

const dueCards = batchedPerDb((db) => dueCardsQuery(db, ownCardsOfUser, 'flashcards_due'));
const dueCardsInDeck = batchedPerDb((db) => dueCardsQuery(db, ownCardsInDeck, 'flashcards_due_in_deck'));
const nextDue = batchedPerDb((db) => nextDueQuery(db, ownCardsOfUser, 'flashcards_next_due'));
const nextDueInDeck = batchedPerDb((db) => nextDueQuery(db, ownCardsInDeck, 'flashcards_next_due_in_deck'));

/** SPEC §7: due cards (next review on or before today), by review date then creation, across decks or in one. */
export async function getStudyQueue(opts: {
  db: Db;
  userId: string;
  deckId?: string;
  settings: StudySettings;
  now: Date;
}): Promise<StudyResponse> {
  const { db, userId, settings, now } = opts;
  const deck = opts.deckId ? await requireDeck({ db, userId, deckId: opts.deckId }) : null;
  const params = { userId, deckId: deck?.id, today: settings.today };
  const rows = await (deck ? dueCardsInDeck : dueCards)(db).execute(params);
  const verses = await passagesVerseTexts(db, settings.translation, rows);

  const cards: StudyCard[] = rows.map((row, i) => {
    return {
      id: row.id,
      deckId: row.deckId,
      deckName: row.deckName,
      type: row.type as FlashcardType,
      reference: referenceOf(row),
      text: joinVerses(verses[i]!) ?? '',
      intervals: previewIntervals({ lastReviewedAt: row.lastReviewedAt, now, timeZone: settings.timeZone }),
      nextReviewDate: row.nextReviewDate,
      reviewCount: row.reviewCount,
      clip: clipOf(row),
    };
  });

  let nextDueDate: string | null = null;
  if (cards.length === 0) {
    const [next] = await (deck ? nextDueInDeck : nextDue)(db).execute(params);
    nextDueDate = next?.date ?? null;
  }
  return { cards, today: settings.today, nextDueDate, translation: settings.translation };
}

/** Applies a rating (SPEC §9) to the user's card and logs it, in one transaction. */
export async function reviewCard(opts: {
  db: Db;
  userId: string;
  cardId: string;
  rating: StudyRating;
  settings: StudySettings;
  now: Date;
}) {
  const { db, userId, cardId, rating, settings, now } = opts;
  if (!isUuid(cardId)) throw cardNotFound();
  return db.transaction(async (tx) => {
    // Locked, so two quick ratings of one card apply one after the other instead of overwriting.
    const [current] = await tx
      .select({
        id: r.id,
        lastReviewedAt: r.lastReviewedAt,
        reviewCount: r.reviewCount,
        stability: r.stability,
      })
      .from(r)
      .innerJoin(f, eq(f.id, r.flashcardId))
      .where(and(eq(r.flashcardId, cardId), eq(f.userId, userId)))
      .for('update', { of: r });
    if (!current) throw cardNotFound();
    const next = scheduleReview({ state: current, rating, now, timeZone: settings.timeZone });
    const [saved] = await tx
      .update(r)
      .set({
        difficulty: next.difficulty,
        stability: next.stability,
        retrievability: next.retrievability,
        nextReviewDate: next.nextReviewDate,
        reviewCount: next.reviewCount,
        lastReviewedAt: next.lastReviewedAt,
      })
      .where(eq(r.id, current.id))
      .returning();
    await tx.insert(log).values({ userId, flashcardId: cardId, rating, reviewedAt: now });
    return {
      review: {
        nextReviewDate: saved!.nextReviewDate,
        reviewCount: saved!.reviewCount,
        difficulty: saved!.difficulty,
        stability: saved!.stability,
        retrievability: saved!.retrievability,
        lastReviewedAt: saved!.lastReviewedAt?.toISOString() ?? null,
      },
      intervalDays: next.intervalDays,
      today: settings.today,
    };
  });
}
