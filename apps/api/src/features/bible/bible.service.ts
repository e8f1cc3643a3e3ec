// Reading the Bible: a chapter with its layout flags and navigation, in one query (issue 4, SPEC §2).
import { bookByIndex, findBook, type Book, type ChapterLink, type ChapterResponse } from '@rooted/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedPerDb } from '../../db/prepared';
import { canonicalBibleElements as v } from '../../db/schema';
import { LruMap } from '../../lib/lru-map';
import { notFoundWithCode, requireTranslation } from './translations.service';

/** A book from a URL segment or request field: slug, name or abbreviation; 404 when unknown. */
export function requireBook(input: string): Book {
  const book = findBook(input);
  if (!book) throw notFoundWithCode('book_not_found', `There is no book of the Bible called "${input}".`);
  return book;
}

export function requireChapter(book: Book, chapter: number): number {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) {
    const count = book.chapters === 1 ? 'only 1 chapter' : `${book.chapters} chapters`;
    throw notFoundWithCode('chapter_not_found', `${book.name} has ${count}; there is no chapter ${chapter}.`);
  }
  return chapter;
}

const link = (book: Book, chapter: number): ChapterLink => ({ book: book.slug, bookName: book.name, chapter });

/** The chapter before and after this one, crossing book boundaries (Malachi 4 -> Matthew 1). */
export function neighbours(book: Book, chapter: number): { previous: ChapterLink | null; next: ChapterLink | null } {
  const prevBook = bookByIndex(book.index - 1);
  const nextBook = bookByIndex(book.index + 1);
  return {
    previous: chapter > 1 ? link(book, chapter - 1) : prevBook ? link(prevBook, prevBook.chapters) : null,
    next: chapter < book.chapters ? link(book, chapter + 1) : nextBook ? link(nextBook, 1) : null,
  };
}

// A named prepared statement: parsed and planned once per connection, which keeps a chapter read well
// under a millisecond of database time; the cache's misses of one turn share one (db/batched.ts).
export const chapterStatement = batchedPerDb((db) =>
  db
    .select({
      verse: v.verse,
      text: v.text,
      heading: v.heading,
      paragraphStart: v.paragraphStart,
      poetry: v.poetry,
    })
    .from(v)
    .where(
      and(
        eq(v.translation, sql.placeholder('translation')),
        eq(v.book, sql.placeholder('book')),
        eq(v.chapter, sql.placeholder('chapter')),
        eq(v.type, 'verse'),
      ),
    )
    .orderBy(asc(v.verse))
    .prepare('bible_chapter'),
);

// The text never changes while the server runs (imports happen before it listens), so each chapter's
// answer is kept in memory once read, already serialised as UTF-8 bytes: a repeat read costs no database
// round trip, no JSON.stringify, and no encoding or measuring of a string on its way out (issue 13: cached
// reads near the bare node:http ceiling). The cap holds every chapter of four translations (1,189 each;
// three ship), about 25 MB; past it the least recently read goes.
export const CHAPTER_CACHE_MAX = 4 * 1189;
const chapterCache = new WeakMap<Db, LruMap<Uint8Array<ArrayBuffer>>>();
const utf8 = new TextEncoder();

/** A chapter's key in the caches of Bible text (this one's and verse-texts.ts'). */
export const chapterKey = (translation: string, book: number, chapter: number) => `${translation}:${book}:${chapter}`;

/**
 * The chapter as its JSON answer (UTF-8): the verses with their layout flags, the book, and the chapters before
 * and after. 404 for an unknown translation, book or chapter.
 */
export async function getChapterJson({
  db,
  translation: translationInput,
  book: bookInput,
  chapter: chapterNumber,
}: {
  db: Db;
  translation: string;
  book: string;
  chapter: number;
}): Promise<Uint8Array<ArrayBuffer>> {
  const translation = await requireTranslation({ db, id: translationInput });
  const book = requireBook(bookInput);
  const chapter = requireChapter(book, chapterNumber);

  let cache = chapterCache.get(db);
  if (!cache) chapterCache.set(db, (cache = new LruMap(CHAPTER_CACHE_MAX)));
  const key = chapterKey(translation.id, book.index, chapter);
  const hit = cache.get(key);
  if (hit) return hit;
  const verses = await chapterStatement(db).execute({ translation: translation.id, book: book.index, chapter });
  if (verses.length === 0) {
    // A missing chapter is not remembered.
    throw notFoundWithCode('chapter_not_found', `${book.name} ${chapter} is not in the ${translation.name}.`);
  }
  const answer: ChapterResponse = {
    translation: { id: translation.id, name: translation.name },
    book: { index: book.index, name: book.name, slug: book.slug, testament: book.testament, chapters: book.chapters },
    chapter,
    verses,
    ...neighbours(book, chapter),
  };
  const json = utf8.encode(JSON.stringify(answer));
  cache.set(key, json);
  return json;
}
