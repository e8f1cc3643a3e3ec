// Shared by cross references and custom links: checking verse addresses and turning target rows into
// linkable, readable references with a preview of the target text.
import { bookByIndex, formatReference, type VerseTarget } from '@rooted/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { canonicalBibleElements as v } from '../../db/schema';
import { notFoundWithCode, listTranslations } from './translations.service';
import { requireBook, requireChapter } from './bible.service';

export interface TargetRow {
  toBook: number;
  toChapter: number;
  toVerseFrom: number;
  toVerseTo: number | null;
  preview: string | null;
}

export function toVerseTarget(row: TargetRow): VerseTarget {
  const book = bookByIndex(row.toBook);
  if (!book) throw new Error(`bad book index in database: ${row.toBook}`);
  const verseTo = row.toVerseTo != null && row.toVerseTo !== row.toVerseFrom ? row.toVerseTo : null;
  return {
    book: book.index,
    bookSlug: book.slug,
    chapter: row.toChapter,
    verseFrom: row.toVerseFrom,
    verseTo,
    reference: formatReference({ book, chapter: row.toChapter, verseFrom: row.toVerseFrom, verseTo }),
    preview: row.preview,
  };
}

/**
 * A verse address that exists in at least one visible translation. Versifications differ (WEB has
 * Romans 14:24-26, KJV does not), so the text itself is the judge rather than a table of counts.
 */
export async function requireVerse({ db, book: bookInput, chapter, verse }: { db: Db; book: string; chapter: number; verse: number }) {
  const book = requireBook(bookInput);
  requireChapter(book, chapter);
  const { translations } = await listTranslations({ db });
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(v)
    .where(
      and(
        inArray(v.translation, translations.map((t) => t.id)),
        eq(v.book, book.index),
        eq(v.chapter, chapter),
        eq(v.verse, verse),
        eq(v.type, 'verse'),
      ),
    )
    .limit(1);
  if (!found) throw notFoundWithCode('verse_not_found', `${book.name} ${chapter} has no verse ${verse}.`);
  return book;
}

/** SQL for the preview text of a target's first verse in one translation (null when it has none). */
export function previewSql(translation: string, book: AnyPgColumn, chapter: AnyPgColumn, verse: AnyPgColumn) {
  return sql<string | null>`(SELECT e.text FROM canonical_bible_elements e
    WHERE e.translation = ${translation} AND e.book = ${book} AND e.chapter = ${chapter}
      AND e.verse = ${verse} AND e.type = 'verse')`;
}
