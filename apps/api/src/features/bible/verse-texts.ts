// The verse texts of a chapter in one translation, kept in memory as the chapter answers are (the text
// never changes while the server runs; imports happen before it listens): the study queue shows its cards'
// passages from here rather than from a subquery per card (issue 13: a third of the queue's cost in
// PostgreSQL).
import type { Db } from '../../db/client';
import { LruMap } from '../../lib/lru-map';
import { CHAPTER_CACHE_MAX, chapterKey, chapterStatement } from './bible.service';

const keptPerDb = new WeakMap<Db, LruMap<readonly string[]>>();

/** The chapters kept for this database, by chapterKey. */
function keptOf(db: Db): LruMap<readonly string[]> {
  let kept = keptPerDb.get(db);
  if (!kept) keptPerDb.set(db, (kept = new LruMap(CHAPTER_CACHE_MAX)));
  return kept;
}

/** The chapter's verse texts, each at its verse number; empty when the translation lacks the chapter. */
export async function chapterVerseTexts(
  db: Db,
  chapter: { translation: string; book: number; chapter: number },
): Promise<readonly string[]> {
  const kept = keptOf(db);
  const key = chapterKey(chapter.translation, chapter.book, chapter.chapter);
  const hit = kept.get(key);
  if (hit) return hit;
  const texts: string[] = [];
  for (const row of await chapterStatement(db).execute(chapter)) texts[row.verse] = row.text;
  kept.set(key, texts);
  return texts;
}

/** A verse or a range within one chapter, the book by its index. */
export interface Passage {
  book: number;
  chapter: number;
  verseFrom: number;
  /** Null for a single verse (a range ending where it starts is stored as a single verse). */
  verseTo: number | null;
}

/** The texts of verses `from` to `to` of the chapter, in order; those the translation lacks are left out. */
function versesOf(texts: readonly string[], { verseFrom, verseTo }: Passage): string[] {
  const verses: string[] = [];
  for (let verse = verseFrom; verse <= (verseTo ?? verseFrom); verse++) {
    const text = texts[verse];
    if (text !== undefined) verses.push(text);
  }
  return verses;
}

/** The texts of one passage (see versesOf). */
export async function passageVerseTexts(
  db: Db,
  passage: Passage & { translation: string },
): Promise<string[]> {
  return versesOf(await chapterVerseTexts(db, passage), passage);
}

/**
 * The texts of each passage in one translation, in order. Those whose chapter is kept are answered at
 * once, and only the others wait for their chapter: a queue of cards costs one promise rather than one
 * per card, which gave the due-cards endpoint about a tenth more throughput (issue 13, decision 019).
 */
export async function passagesVerseTexts(
  db: Db,
  translation: string,
  passages: readonly Passage[],
): Promise<string[][]> {
  const kept = keptOf(db);
  const texts = passages.map((passage) => {
    const chapter = kept.get(chapterKey(translation, passage.book, passage.chapter));
    return chapter ? versesOf(chapter, passage) : null;
  });
  // Only the misses get a promise each; Promise.all over every passage would cost one per card again.
  const missing = passages.flatMap((passage, i) => (texts[i] ? [] : [{ passage, i }]));
  await Promise.all(
    missing.map(async ({ passage, i }) => {
      texts[i] = await passageVerseTexts(db, { translation, ...passage });
    }),
  );
  return texts as string[][];
}
