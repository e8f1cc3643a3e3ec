import { findBook, verseCount, type Book } from './books';

export interface ParsedReference {
  book: Book;
  chapter: number;
  verseFrom: number;
  /** Last verse of a range in the same chapter, or null for one verse. */
  verseTo: number | null;
}

// 'John 3:16', 'jn 3 : 16-18', '1 Cor 13:4–7' (en dash), 'Song of Solomon 2:1'. Book names may start with
// a digit, so the book is everything before the last "chapter:verse" group.
const REFERENCE = /^(.+?)\s*(\d{1,3})\s*[:.]\s*(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?$/;

/**
 * Reads a typed verse reference (one verse or a range within one chapter) under KJV versification.
 * Returns null for anything that is not a real verse, so forms can say "not a verse" instead of guessing.
 */
export function parseVerseReference(input: string): ParsedReference | null {
  const match = REFERENCE.exec(input.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const book = findBook(match[1]!);
  if (!book) return null;
  const chapter = Number(match[2]);
  const verseFrom = Number(match[3]);
  const verseTo = match[4] ? Number(match[4]) : null;
  const count = verseCount(book.index, chapter);
  if (verseFrom < 1 || verseFrom > count) return null;
  if (verseTo !== null && (verseTo < verseFrom || verseTo > count)) return null;
  return { book, chapter, verseFrom, verseTo: verseTo === verseFrom ? null : verseTo };
}
