import { date, index, integer, pgTable, real, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { podcastEpisodes } from './catalog';

export const flashcardDecks = pgTable(
  'flashcard_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flashcard_decks_user_idx').on(t.userId, t.createdAt.desc())],
);

export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => flashcardDecks.id, { onDelete: 'cascade' }),
    // Denormalised owner: ownership checks and the monthly quota without a join.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardType: text('flashcard_type').notNull(), // verse_to_text | text_to_verse | first_letters | cloze
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verseFrom: smallint('verse_from').notNull(),
    verseTo: smallint('verse_to'),
    // A card made from a captured moment keeps the clip to hear it again.
    episodeId: text('episode_id').references(() => podcastEpisodes.id, { onDelete: 'set null' }),
    clipStartSeconds: real('clip_start_seconds'),
    clipEndSeconds: real('clip_end_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flashcards_deck_created_idx').on(t.deckId, t.createdAt.desc()),
    index('flashcards_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    difficulty: real('difficulty').notNull().default(0),
    stability: real('stability').notNull().default(0),
    retrievability: real('retrievability').notNull().default(0),
    nextReviewDate: date('next_review_date').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
  },
  (t) => [
    unique('flashcard_reviews_card_uq').on(t.flashcardId),
    index('flashcard_reviews_user_due_idx').on(t.userId, t.nextReviewDate),
  ],
);

/** Every rating given, kept for streaks and history (flashcard_reviews holds only the latest state). */
export const flashcardReviewLog = pgTable(
  'flashcard_review_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Kept (set null) when its card or deck is deleted: study history and the streak outlive the card.
    flashcardId: uuid('flashcard_id').references(() => flashcards.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flashcard_review_log_user_time_idx').on(t.userId, t.reviewedAt.desc())],
);
