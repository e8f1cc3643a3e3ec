// Every Bible reference a summary relies on is checked against the Bible tables (issue 7): only verses
// that exist in the reader's translation become sources, with their text for the answer generator.
import { findReferences, formatVerseRef, type BibleElement, type VerseRef } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export interface CheckedVerse {
  ref: VerseRef;
  element: BibleElement;
}

const key = (ref: VerseRef) => `${ref.book.index}:${ref.chapter}:${ref.verseFrom}`;

/** The verses (or, for a range or chapter, its first verse) that exist, in the order given, once each. */
export async function checkVerses({ db, refs, translation }: { db: Db; refs: VerseRef[]; translation: string }): Promise<CheckedVerse[]> {
  const unique = refs.filter((r, i) => refs.findIndex((x) => formatVerseRef(x) === formatVerseRef(r)) === i);
  if (!unique.length) return [];
  const tuples = sql.join(
    unique.map((r) => sql`(${r.book.index}::smallint, ${r.chapter}::smallint, ${r.verseFrom}::smallint)`),
    sql`, `,
  );
  const { rows } = await db.execute<{ book: number; chapter: number; verse: number; text: string }>(sql`
    SELECT book, chapter, verse, text FROM canonical_bible_elements
    WHERE translation = ${translation} AND type = 'verse' AND (book, chapter, verse) IN (${tuples})`);
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
