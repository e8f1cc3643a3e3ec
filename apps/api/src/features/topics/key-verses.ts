// Verse references stored as text ('Eph 2:8-9', 'Psalm 23') turned into linkable verses with their text
// in one translation. Used by topics and recaps.
import {
  formatVerseRef,
  isValidRef,
  parseReferenceQuery,
  type KeyVerse,
  type VerseRef,
} from '@rooted/shared';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canonicalBibleElements as v } from '../../db/schema';
import { findTranslation, getDefaultTranslation } from '../bible/translations.service';

/** The requested translation when it is visible, else the default (never an error: it only picks text). */
export async function verseTranslation(db: Db, requested?: string): Promise<string> {
  const found = requested ? await findTranslation({ db, id: requested }) : undefined;
  return found?.id ?? (await getDefaultTranslation({ db }));
}

async function passageText(
  db: Db,
  translation: string,
  book: number,
  chapter: number,
  from: number,
  to: number,
): Promise<string | null> {
  const rows = await db
    .select({ text: v.text })
    .from(v)
    .where(
      and(
        eq(v.translation, translation),
        eq(v.book, book),
        eq(v.chapter, chapter),
        between(v.verse, from, to),
        eq(v.type, 'verse'),
      ),
    )
    .orderBy(asc(v.verse));
  return rows.length ? rows.map((r) => r.text.trim()).join(' ') : null;
}

/** Each readable reference, in the given order; unreadable ones are skipped (content is admin-typed). */
export async function resolveKeyVerses(options: {
  db: Db;
  references: readonly string[];
  translation: string;
}): Promise<KeyVerse[]> {
  const { db, references, translation } = options;
  const refs = references
    .map((r) => parseReferenceQuery(r))
    .filter((r): r is VerseRef => r !== null && isValidRef(r));
  return Promise.all(
    refs.map(async (ref) => ({
      reference: formatVerseRef(ref),
      book: ref.book.index,
      bookSlug: ref.book.slug,
      chapter: ref.chapter,
      verseFrom: ref.verseFrom,
      verseTo: ref.verseTo,
      wholeChapter: ref.wholeChapter,
      // A whole chapter is too long to quote; the page links to it instead.
      text: ref.wholeChapter
        ? null
        : await passageText(
            db,
            translation,
            ref.book.index,
            ref.chapter,
            ref.verseFrom,
            ref.verseTo ?? ref.verseFrom,
          ),
      translation,
    })),
  );
}
