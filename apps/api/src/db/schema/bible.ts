import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const bibleTranslations = pgTable('bible_translations', {
  id: text('id').primaryKey(), // 'WEB', 'KJV', 'ASV'
  name: text('name').notNull(),
  language: text('language').notNull().default('en'),
  isDefault: boolean('default').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** One row per verse (type 'verse'); `book` is the canonical book index 1..66 (see shared/bible/books). */
export const canonicalBibleElements = pgTable(
  'canonical_bible_elements',
  {
    id: serial('id').primaryKey(),
    translation: text('translation')
      .notNull()
      .references(() => bibleTranslations.id, { onDelete: 'cascade' }),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    type: text('type').notNull().default('verse'),
    text: text('text').notNull(),
    heading: text('heading'),
    paragraphStart: boolean('paragraph_start').notNull().default(false),
    poetry: boolean('poetry').notNull().default(false),
  },
  (t) => [
    uniqueIndex('bible_elements_ref_uq').on(t.translation, t.book, t.chapter, t.verse, t.type),
    // Keyword search filters by translation and substring together: one trigram GIN index over both
    // (btree_gin) yields only the current translation's candidates, a third of the rechecks of a
    // text-only index, and it replaced that index so the first-start import still maintains just one.
    index('bible_elements_translation_text_trgm').using('gin', t.translation, t.text.op('gin_trgm_ops')),
  ],
);

export const bibleCrossReferences = pgTable(
  'bible_cross_references',
  {
    id: serial('id').primaryKey(),
    fromBook: smallint('from_book').notNull(),
    fromChapter: smallint('from_chapter').notNull(),
    fromVerse: smallint('from_verse').notNull(),
    toBook: smallint('to_book').notNull(),
    toChapter: smallint('to_chapter').notNull(),
    toVerseFrom: smallint('to_verse_from').notNull(),
    toVerseTo: smallint('to_verse_to'),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('bible_xref_from_idx').on(t.fromBook, t.fromChapter, t.fromVerse)],
);

/** Supporter feature: a user's own link from one verse to another verse or passage. */
export const customVerseLinks = pgTable(
  'custom_verse_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    book: smallint('book').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    toBook: smallint('to_book').notNull(),
    toChapter: smallint('to_chapter').notNull(),
    toVerseFrom: smallint('to_verse_from').notNull(),
    toVerseTo: smallint('to_verse_to'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_verse_links_user_chapter_idx').on(t.userId, t.book, t.chapter)],
);
