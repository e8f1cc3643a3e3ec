// The verse texts of a chapter in one translation, kept in memory as the chapter answers are (the text
// never changes while the server runs; imports happen before it listens): the study queue shows its cards'
// passages from here rather than from a subquery per card (issue 13: a third of the queue's cost in
// PostgreSQL).
import type { Db } from '../../db/client';
import { LruMap } from '../../lib/lru-map';
import { CHAPTER_CACHE_MAX, chapterKey, chapterStatement } from './bible.service';

const keptPerDb = new WeakMap<Db, LruMap<readonly string[]>>();

/** The chapter's verse texts, each at its verse number; empty when the translation lacks the chapter. */
export async function chapterVerseTexts(
  db: Db,
  chapter: { translation: string; book: number; chapter: number },
): Promise<readonly string[]> {
  let kept = keptPerDb.get(db);
  if (!kept) keptPerDb.set(db, (kept = new LruMap(CHAPTER_CACHE_MAX)));
  const key = chapterKey(chapter.translation, chapter.book, chapter.chapter);
  const hit = kept.get(key);
  if (hit) return hit;
  const texts: string[] = [];
  for (const row of await chapterStatement(db).execute(chapter)) texts[row.verse] = row.text;
  kept.set(key, texts);
  return texts;
}

/** The texts of verses `from` to `to` of the chapter, in order; those the translation lacks are left out. */
export async function passageVerseTexts(
  db: Db,
  passage: { translation: string; book: number; chapter: number; verseFrom: number; verseTo: number | null },
): Promise<string[]> {
  const { verseFrom, verseTo, ...chapter } = passage;
  const texts = await chapterVerseTexts(db, chapter);
  const verses: string[] = [];
  for (let verse = verseFrom; verse <= (verseTo ?? verseFrom); verse++) {
    const text = texts[verse];
    if (text !== undefined) verses.push(text);
  }
  return verses;
}
