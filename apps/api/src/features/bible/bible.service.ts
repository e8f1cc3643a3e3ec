// Reading the Bible: a chapter with its layout flags and navigation, in one query (issue 4, SPEC §2).
import { bookByIndex, findBook, type Book, type ChapterLink, type ChapterResponse } from '@rooted/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canonicalBibleElements as v } from '../../db/schema';
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

// A named prepared statement per database handle: parsed and planned once per connection, which keeps a
// chapter read well under a millisecond of database time.
const prepared = new WeakMap<Db, ReturnType<typeof prepareChapter>>();
function prepareChapter(db: Db) {
  return db
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
    .prepare('bible_chapter');
}

type Verses = Awaited<ReturnType<ReturnType<typeof prepareChapter>['execute']>>;

// The text never changes while the server runs (imports happen before it listens), so chapters are kept in
// memory once read: a repeat read costs no database round trip (issue 13: cached reads near the bare
// node:http ceiling). Every chapter of three translations is about 20 MB; the cap keeps the most recent.
const CHAPTER_CACHE_MAX = 2000;
const chapterCache = new WeakMap<Db, Map<string, Verses>>();

async function chapterVerses(db: Db, translation: string, book: number, chapter: number): Promise<Verses> {
  let cache = chapterCache.get(db);
  if (!cache) chapterCache.set(db, (cache = new Map()));
  const key = `${translation}:${book}:${chapter}`;
  const hit = cache.get(key);
  if (hit) {
    // Least recently used goes first: move a hit to the end of the (insertion-ordered) map.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareChapter(db)));
  const verses = await statement.execute({ translation, book, chapter });
  if (verses.length === 0) return verses; // a missing chapter is not remembered
  cache.set(key, verses);
  if (cache.size > CHAPTER_CACHE_MAX) cache.delete(cache.keys().next().value!);
  return verses;
}

export async function getChapter({
  db,
  translation: translationInput,
  book: bookInput,
  chapter: chapterNumber,
}: {
  db: Db;
  translation: string;
  book: string;
  chapter: number;
}): Promise<ChapterResponse> {
  const translation = await requireTranslation({ db, id: translationInput });
  const book = requireBook(bookInput);
  const chapter = requireChapter(book, chapterNumber);

  const verses = await chapterVerses(db, translation.id, book.index, chapter);
  if (verses.length === 0) {
    throw notFoundWithCode('chapter_not_found', `${book.name} ${chapter} is not in the ${translation.name}.`);
  }
  return {
    translation: { id: translation.id, name: translation.name },
    book: { index: book.index, name: book.name, slug: book.slug, testament: book.testament, chapters: book.chapters },
    chapter,
    verses,
    ...neighbours(book, chapter),
  };
}
