// Verse addresses on cards: checking a requested passage, and reading card texts in one query.
import { bookByIndex, findBook, formatReference, MAX_PASSAGE_VERSES, type Book } from '@rooted/shared';
import { and, between, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { canonicalBibleElements as v } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { listTranslations } from '../bible/translations.service';
import type { Passage } from '../bible/verse-texts';

// A card's passage is the one the Bible's verse texts are looked up by.
export type { Passage };

export const passageKey = (p: Passage) => `${p.book}:${p.chapter}:${p.verseFrom}-${p.verseTo ?? p.verseFrom}`;

export function bookOf(p: Passage): Book {
  const book = bookByIndex(p.book);
  if (!book) throw new Error(`bad book index in database: ${p.book}`);
  return book;
}

export const referenceOf = (p: Passage) => formatReference(p);

/**
 * A passage that exists: a known book and chapter, and both ends found in a visible translation (the
 * text is the judge, since versifications differ). Invalid input is a 400 with a readable message.
 */
export async function requirePassage(options: {
  db: Db;
  book: number | string;
  chapter: number;
  verseFrom: number;
  verseTo?: number | null;
}): Promise<Passage> {
  const { db, chapter, verseFrom } = options;
  const book = typeof options.book === 'number' ? bookByIndex(options.book) : findBook(options.book);
  if (!book) throw badRequest(`There is no book of the Bible called "${options.book}".`, 'book_not_found');
  if (chapter > book.chapters)
    throw badRequest(
      `${book.name} has ${book.chapters} chapters; there is no chapter ${chapter}.`,
      'chapter_not_found',
    );
  const verseTo = options.verseTo != null && options.verseTo !== verseFrom ? options.verseTo : null;
  if (verseTo !== null && verseTo < verseFrom)
    throw badRequest('The last verse must come after the first.', 'invalid_passage');
  if (verseTo !== null && verseTo - verseFrom + 1 > MAX_PASSAGE_VERSES)
    throw badRequest(`A card can hold at most ${MAX_PASSAGE_VERSES} verses.`, 'invalid_passage');

  const { translations } = await listTranslations({ db });
  const wanted = verseTo === null ? [verseFrom] : [verseFrom, verseTo];
  const found = await db
    .selectDistinct({ verse: v.verse })
    .from(v)
    .where(
      and(
        inArray(
          v.translation,
          translations.map((t) => t.id),
        ),
        eq(v.book, book.index),
        eq(v.chapter, chapter),
        inArray(v.verse, wanted),
        eq(v.type, 'verse'),
      ),
    );
  const missing = wanted.find((w) => !found.some((f) => f.verse === w));
  if (missing !== undefined)
    throw badRequest(`${book.name} ${chapter} has no verse ${missing}.`, 'verse_not_found');
  return { book: book.index, chapter, verseFrom, verseTo };
}

/** Texts of many passages in one translation, verses joined by a space; null when none is present. */
export async function passageTexts({
  db,
  translation,
  passages,
}: {
  db: Db | Tx;
  translation: string;
  passages: Passage[];
}) {
  const texts = new Map<string, string | null>();
  const unique = [...new Map(passages.map((p) => [passageKey(p), p])).values()];
  if (unique.length === 0) return texts;
  const rows = await db
    .select({ book: v.book, chapter: v.chapter, verse: v.verse, text: v.text })
    .from(v)
    .where(
      and(
        eq(v.translation, translation),
        eq(v.type, 'verse'),
        or(
          ...unique.map((p) =>
            and(
              eq(v.book, p.book),
              eq(v.chapter, p.chapter),
              between(v.verse, p.verseFrom, p.verseTo ?? p.verseFrom),
            ),
          ),
        ),
      ),
    )
    .orderBy(v.book, v.chapter, v.verse);
  for (const p of unique) {
    const verses = rows
      .filter(
        (r) =>
          r.book === p.book &&
          r.chapter === p.chapter &&
          r.verse >= p.verseFrom &&
          r.verse <= (p.verseTo ?? p.verseFrom),
      )
      .map((r) => r.text);
    texts.set(passageKey(p), joinVerses(verses));
  }
  return texts;
}

/** A passage's text from its verses in order: joined by a space; null when none is present. */
export const joinVerses = (verses: readonly string[]) =>
  verses.length ? verses.map((text) => text.trim()).join(' ') : null;
