// Two-character queries have no trigram, so no index can find their verses: a rare pair ('qz') meant a
// scan of the whole translation on every keystroke. Verse text never changes while the server runs, so
// each process keeps, per translation, every two-character sequence (lower-cased, as ILIKE compares)
// with the first verses, in canonical order, that contain it: exactly what the search returns. It is
// built once from one read of the translation (about 0.2 s) and holds a few thousand short lists.
import { KEYWORD_LIMITS } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type VerseKey = {
  book: number;
  chapter: number;
  verse: number;
};

/**
 * Two UTF-16 code units as one number: no string is built per position while indexing. Pairs of ASCII
 * characters (nearly all of them) live in a flat array, which is several times faster to probe per
 * character than a Map; the rest (curly quotes, dashes) in a Map.
 */
interface PairIndex {
  ascii: (VerseKey[] | undefined)[];
  other: Map<number, VerseKey[]>;
}
const newPairIndex = (): PairIndex => ({ ascii: new Array<VerseKey[] | undefined>(128 * 128), other: new Map() });

function listFor(index: PairIndex, first: number, second: number, create: boolean): VerseKey[] | undefined {
  if (first < 128 && second < 128) {
    const at = first * 128 + second;
    let list = index.ascii[at];
    if (!list && create) index.ascii[at] = list = [];
    return list;
  }
  const code = first * 0x10000 + second;
  let list = index.other.get(code);
  if (!list && create) index.other.set(code, (list = []));
  return list;
}

/** Adds verses (in canonical order) to the index: each pair keeps the first `limit` verses containing it. */
export function addToPairIndex(index: PairIndex, verses: Iterable<VerseKey & { text: string }>, limit: number = KEYWORD_LIMITS.bible): PairIndex {
  for (const { text, ...key } of verses) {
    const lower = text.toLowerCase();
    for (let i = 1; i < lower.length; i++) {
      const list = listFor(index, lower.charCodeAt(i - 1), lower.charCodeAt(i), true)!;
      // A verse with the pair twice is listed once: it is the last one added.
      if (list.length < limit && list[list.length - 1] !== key) list.push(key);
    }
  }
  return index;
}

/** The pairs of `verses` (lower-cased, as ILIKE compares) with the first `limit` verses that contain each. */
export function buildPairIndex(verses: Iterable<VerseKey & { text: string }>, limit: number = KEYWORD_LIMITS.bible): PairIndex {
  return addToPairIndex(newPairIndex(), verses, limit);
}

/** The verses listed for a 2-character term. */
export function lookUpPair(index: PairIndex, term: string): VerseKey[] {
  const lower = term.toLowerCase();
  return lower.length === 2 ? (listFor(index, lower.charCodeAt(0), lower.charCodeAt(1), false) ?? []) : [];
}

/** Builds in slices, giving the event loop back between them, so requests are served meanwhile. */
async function buildPairIndexInSlices(verses: (VerseKey & { text: string })[]): Promise<PairIndex> {
  const index = newPairIndex();
  for (let from = 0; from < verses.length; from += 2000) {
    addToPairIndex(index, verses.slice(from, from + 2000));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return index;
}

// Keyed by the database handle: each test file has its own database, and a server has one.
const indexes = new WeakMap<Db, Map<string, Promise<PairIndex>>>();

function pairIndex(db: Db, translation: string): Promise<PairIndex> {
  let byTranslation = indexes.get(db);
  if (!byTranslation) indexes.set(db, (byTranslation = new Map()));
  let index = byTranslation.get(translation);
  if (!index) {
    index = db
      .execute<VerseKey & { text: string }>(
        sql`SELECT book::int AS book, chapter::int AS chapter, verse::int AS verse, text FROM canonical_bible_elements
            WHERE translation = ${translation} AND type = 'verse' ORDER BY book, chapter, verse`,
      )
      .then(({ rows }) => buildPairIndexInSlices(rows));
    // A failed read is not remembered: the next query tries again.
    index.catch(() => byTranslation.delete(translation));
    byTranslation.set(translation, index);
  }
  return index;
}

/** The first verses of `translation` (canonical order) whose text contains the 2-character `term`. */
export async function versesContainingPair(db: Db, translation: string, term: string): Promise<VerseKey[]> {
  return lookUpPair(await pairIndex(db, translation), term);
}

/** Builds every translation's index ahead of the first short query, so no user waits for one. */
export async function warmPairIndexes(db: Db): Promise<number> {
  const started = performance.now();
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM bible_translations`);
  for (const { id } of rows) await pairIndex(db, id);
  return Math.round(performance.now() - started);
}
