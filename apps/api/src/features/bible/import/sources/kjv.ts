import type { ImportedVerse } from '../types';
import { normalizeWhitespace, readPackageJson } from './package-files';

/**
 * King James Version (1769 Blayney text) from the `kjv` package.
 *
 * - json/verses-1769.json: { "Genesis 1:1": "In the beginning ..." } in canonical order. A leading '#'
 *   marks a new paragraph (the 1769 pilcrows); words in [brackets] are the translators' italics.
 * - json/layout-1769.json: the printed layout as [kind, value] rows: BOOK, CHAPTER, PARAGRAPH,
 *   VERSE ("Psalms 3:1") and TXT. TXT rows hold the preface, the Psalm superscriptions and Psalm 119
 *   letters (just before a verse), and the Pauline postscripts (after a book's last verse).
 *
 * The package has no poetry formatting, so `poetry` is always false.
 */
type LayoutRow = ['BOOK', string] | ['CHAPTER', number] | ['PARAGRAPH'] | ['VERSE', string] | ['TXT', string];

const REFERENCE = /^(.+) (\d+):(\d+)$/;

/** Drops the paragraph mark and the italics brackets; the words inside the brackets stay. */
function cleanKjvText(text: string): string {
  return normalizeWhitespace(text.replace(/^\s*#/, '').replace(/[[\]]/g, ''));
}

/** Headings that stand right before a verse within the same book; postscripts and preface are skipped. */
function headingsByReference(layout: LayoutRow[]): Map<string, string> {
  const headings = new Map<string, string>();
  let pending: string[] = [];
  for (const row of layout) {
    if (row[0] === 'TXT') pending.push(cleanKjvText(row[1]));
    else if (row[0] === 'BOOK')
      pending = []; // text before a book title belongs to the previous book
    else if (row[0] === 'VERSE') {
      if (pending.length > 0) headings.set(row[1], pending.join(' '));
      pending = [];
    }
  }
  return headings;
}

export async function loadKjv(): Promise<ImportedVerse[]> {
  const [verses, layout] = await Promise.all([
    readPackageJson<Record<string, string>>('kjv', 'json/verses-1769.json'),
    readPackageJson<LayoutRow[]>('kjv', 'json/layout-1769.json'),
  ]);
  const headings = headingsByReference(layout);

  // The package spells some books its own way ("Solomon's Song"), but lists them in canonical
  // order, so the n-th distinct book name is book n.
  const bookIndexByName = new Map<string, number>();
  const result: ImportedVerse[] = [];
  for (const [reference, raw] of Object.entries(verses)) {
    const match = REFERENCE.exec(reference);
    if (!match) throw new Error(`kjv: unexpected reference "${reference}"`);
    const [, bookName = '', chapter = '', verse = ''] = match;
    let bookIndex = bookIndexByName.get(bookName);
    if (bookIndex === undefined) {
      bookIndex = bookIndexByName.size + 1;
      bookIndexByName.set(bookName, bookIndex);
    }
    const imported: ImportedVerse = {
      bookIndex,
      chapter: Number(chapter),
      verse: Number(verse),
      text: cleanKjvText(raw),
      paragraphStart: raw.trimStart().startsWith('#'),
      poetry: false,
    };
    const heading = headings.get(reference);
    if (heading) imported.heading = heading;
    result.push(imported);
  }
  return result;
}
