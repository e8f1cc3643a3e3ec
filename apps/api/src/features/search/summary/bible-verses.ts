// Every Bible reference a summary relies on is checked against the Bible tables (issue 7): only verses
// that exist in the reader's translation become sources, with their text for the answer generator.
import { findReferences, formatVerseRef, type BibleElement, type VerseRef } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';

export interface CheckedVerse {
  ref: VerseRef;
  element: BibleElement;
}

// The references travel as three arrays, so the statement's text is the same for any number of them:
// prepared once per connection (issue 13).
const versesStatement = preparedSql<{ book: number; chapter: number; verse: number; text: string }>(
  'search_checked_verses',
  sql`SELECT book, chapter, verse, text FROM canonical_bible_elements
    WHERE translation = ${sql.placeholder('translation')} AND type = 'verse' AND (book, chapter, verse) IN (
      SELECT * FROM unnest(${sql.placeholder('books')}::smallint[], ${sql.placeholder('chapters')}::smallint[], ${sql.placeholder('verses')}::smallint[]))`,
);

const key = (ref: VerseRef) => `${ref.book.index}:${ref.chapter}:${ref.verseFrom}`;

/** The verses (or, for a range or chapter, its first verse) that exist, in the order given, once each. */
export async function checkVerses({ db, refs, translation }: { db: Db; refs: VerseRef[]; translation: string }): Promise<CheckedVerse[]> {
  const unique = refs.filter((r, i) => refs.findIndex((x) => formatVerseRef(x) === formatVerseRef(r)) === i);
  if (!unique.length) return [];
  const rows = await versesStatement(db, {
    translation,
    books: unique.map((r) => r.book.index),
    chapters: unique.map((r) => r.chapter),
    verses: unique.map((r) => r.verseFrom),
  });
  const found = new Map(rows.map((r) => [`${r.book}:${r.chapter}:${r.verse}`, r.text]));
  return unique.flatMap((ref) => {
    const text = found.get(key(ref));
    if (text === undefined) return [];
    const element: BibleElement = {
      book: ref.book.name,
      chapter: ref.chapter,
      verse: ref.verseFrom,
      formattedReference: formatVerseRef(ref),
      translation,
      text,
    };
    return [{ ref, element }];
  });
}

/** The references a set of texts mention, in order of appearance. */
export function referencesIn(texts: string[]): VerseRef[] {
  return texts.flatMap((t) => findReferences(t));
}
