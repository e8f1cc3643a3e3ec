// Reading cards with their review row and text, shaped as the API contract's Flashcard, and the
// identity rule for duplicates (same deck, type and verse range).
import type { Flashcard, FlashcardType } from '@rooted/shared';
import { and, desc, eq, isNull, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { flashcardReviews as r, flashcards as f } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { bookOf, passageKey, passageTexts, referenceOf, type Passage } from './passages';
import type { StudySettings } from './study-settings';

export const cardColumns = {
  id: f.id,
  deckId: f.deckId,
  type: f.flashcardType,
  book: f.book,
  chapter: f.chapter,
  verseFrom: f.verseFrom,
  verseTo: f.verseTo,
  episodeId: f.episodeId,
  clipStartSeconds: f.clipStartSeconds,
  clipEndSeconds: f.clipEndSeconds,
  createdAt: f.createdAt,
  nextReviewDate: r.nextReviewDate,
  reviewCount: r.reviewCount,
  difficulty: r.difficulty,
  stability: r.stability,
  retrievability: r.retrievability,
  lastReviewedAt: r.lastReviewedAt,
};

/**
 * The user's cards joined to their review rows, scoped on both sides. A review row carries its card's owner
 * (written with the card): naming it lets PostgreSQL read the user's reviews in one range of
 * flashcard_reviews_user_due_idx instead of probing the reviews once per card (issue 13).
 */
export function ownCards(userId: string | Placeholder): SQL {
  return and(eq(f.userId, userId), eq(r.userId, userId))!;
}

/** Cards of the user matching `where`, newest first, with their review row. */
export function selectCards(db: Db | Tx, userId: string, where?: SQL) {
  return db
    .select(cardColumns)
    .from(f)
    .innerJoin(r, eq(r.flashcardId, f.id))
    .where(where ? and(ownCards(userId), where) : ownCards(userId))
    .orderBy(desc(f.createdAt), desc(f.id));
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toFlashcard(row: CardRow, text: string | null): Flashcard {
  return {
    id: row.id,
    deckId: row.deckId,
    type: row.type as FlashcardType,
    book: row.book,
    bookSlug: bookOf(row).slug,
    chapter: row.chapter,
    verseFrom: row.verseFrom,
    verseTo: row.verseTo,
    reference: referenceOf(row),
    text,
    episodeId: row.episodeId,
    clipStartSeconds: row.clipStartSeconds,
    clipEndSeconds: row.clipEndSeconds,
    createdAt: row.createdAt.toISOString(),
    review: {
      nextReviewDate: row.nextReviewDate,
      reviewCount: row.reviewCount,
      difficulty: row.difficulty,
      stability: row.stability,
      retrievability: row.retrievability,
      lastReviewedAt: row.lastReviewedAt?.toISOString() ?? null,
    },
  };
}

/** Rows to contract cards, with every text read in one query. */
export async function withTexts(db: Db | Tx, rows: CardRow[], translation: string): Promise<Flashcard[]> {
  const texts = await passageTexts({ db, translation, passages: rows });
  return rows.map((row) => toFlashcard(row, texts.get(passageKey(row)) ?? null));
}

export const cardNotFound = () => notFound('That flashcard does not exist.');

/** The same card in the same deck: same type and the same verse or passage. */
export const sameCard = (deckId: string, type: string, p: Passage) =>
  and(
    eq(f.deckId, deckId),
    eq(f.flashcardType, type),
    eq(f.book, p.book),
    eq(f.chapter, p.chapter),
    eq(f.verseFrom, p.verseFrom),
    p.verseTo === null ? isNull(f.verseTo) : eq(f.verseTo, p.verseTo),
  );

export async function oneCard(db: Db | Tx, userId: string, cardId: string, settings: StudySettings) {
  const [row] = await selectCards(db, userId, eq(f.id, cardId));
  if (!row) throw cardNotFound();
  const [card] = await withTexts(db, [row], settings.translation);
  return card!;
}
