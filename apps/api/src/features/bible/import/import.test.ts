import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, findBook } from '@rooted/shared/bible/books';
import { loadCrossReferences, type CrossReference } from './load-cross-references';
import { loadTranslation, type ImportedVerse, type TranslationId } from './load-translation';

/** 'John 3:16' -> '43:3:16', the key used below to compare verse sets. */
function key(reference: string): string {
  const match = /^(.+) (\d+):(\d+)$/.exec(reference);
  const book = match?.[1] ? findBook(match[1]) : undefined;
  if (!match || !book) throw new Error(`bad reference in test: ${reference}`);
  return `${book.index}:${match[2]}:${match[3]}`;
}

/**
 * Where each source's verse numbering differs from the KJV counts in shared/bible/books. These are the
 * exact differences found in the packages; anything else is a bug in a loader or in the data.
 *
 * WEB follows the Majority Text in the New Testament:
 * - Luke 17:36, Acts 8:37, 15:34 and 24:7 are not in its text (the numbers are skipped);
 * - the doxology that the KJV has as Romans 16:25-27 stands after Romans 14:23, as 14:24-26.
 * KJV and ASV match the standard counts exactly. (The ASV source has a "[]" placeholder for 3 John 1:15,
 * whose words the ASV keeps in verse 14; the loader skips it.)
 */
const VERSIFICATION: Record<TranslationId, { missing: string[]; extra: string[] }> = {
  WEB: {
    missing: [
      'Luke 17:36',
      'Acts 8:37',
      'Acts 15:34',
      'Acts 24:7',
      'Romans 16:25',
      'Romans 16:26',
      'Romans 16:27',
    ],
    extra: ['Romans 14:24', 'Romans 14:25', 'Romans 14:26'],
  },
  KJV: { missing: [], extra: [] },
  ASV: { missing: [], extra: [] },
};

/** Every verse of the standard KJV versification, as '{book}:{chapter}:{verse}' keys. */
const STANDARD_KEYS: string[] = BOOKS.flatMap((book) =>
  book.verseCounts.flatMap((count, c) =>
    Array.from({ length: count }, (_, v) => `${book.index}:${c + 1}:${v + 1}`),
  ),
);

const EXPECTED: Record<TranslationId, Record<string, string>> = {
  WEB: {
    'Genesis 1:1': 'In the beginning, God created the heavens and the earth.',
    'John 3:16':
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    'Psalms 23:1': 'Yahweh is my shepherd: I shall lack nothing.',
    'Romans 14:26': 'to the only wise God, through Jesus Christ, to whom be the glory forever! Amen.',
  },
  KJV: {
    'Genesis 1:1': 'In the beginning God created the heaven and the earth.',
    'John 3:16':
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    'Psalms 23:1': 'The LORD is my shepherd; I shall not want.',
    'Psalms 1:1':
      'Blessed is the man that walketh not in the counsel of the ungodly, nor standeth in the way of sinners, nor sitteth in the seat of the scornful.',
  },
  ASV: {
    'Genesis 1:1': 'In the beginning God created the heavens and the earth.',
    'John 3:16':
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth on him should not perish, but have eternal life.',
    'Psalms 23:1': 'Jehovah is my shepherd; I shall not want.',
    'Genesis 4:1':
      'And the man knew Eve his wife; and she conceived, and bare Cain, and said, I have gotten a man with the help of Jehovah.',
    '3 John 1:14':
      'but I hope shortly to see thee, and we shall speak face to face. Peace be unto thee. The friends salute thee. Salute the friends by name.',
  },
};

const HEADINGS: Record<TranslationId, Record<string, string | undefined>> = {
  WEB: {
    'Psalms 23:1': 'A Psalm by David.',
    // The package appends a footnote after '*'; the loader drops it.
    'Psalms 46:1': 'For the Chief Musician. By the sons of Korah. According to Alamoth.',
    'Psalms 119:9': 'BET',
    'Genesis 1:1': undefined,
  },
  KJV: {
    'Psalms 3:1': 'A Psalm of David, when he fled from Absalom his son.',
    'Psalms 119:1': 'ALEPH.',
    // The Pauline postscript ("Written to the Romans from Corinthus ...") is not a heading.
    '1 Corinthians 1:1': undefined,
  },
  ASV: {
    'Psalms 3:1': undefined,
    'Psalms 119:1': 'ALEPH',
    // The source prints LAMEDH one verse early, on 119:88.
    'Psalms 119:89': 'LAMEDH',
    'Psalms 119:88': undefined,
  },
};

describe.each(['WEB', 'KJV', 'ASV'] as const)('loadTranslation(%s)', (id) => {
  let verses: ImportedVerse[];
  let byKey: Map<string, ImportedVerse>;

  beforeAll(async () => {
    verses = await loadTranslation(id);
    byKey = new Map(verses.map((v) => [`${v.bookIndex}:${v.chapter}:${v.verse}`, v]));
  });

  it('has exactly the standard verses, apart from the listed versification differences', () => {
    const { missing, extra } = VERSIFICATION[id];
    const missingKeys = new Set(missing.map(key));
    const expected = [...STANDARD_KEYS.filter((k) => !missingKeys.has(k)), ...extra.map(key)];

    expect(byKey.size).toBe(verses.length); // no duplicates
    expect([...byKey.keys()].sort()).toEqual(expected.sort());
    expect(verses.length).toBe(31102 - missing.length + extra.length);
  });

  it('returns verses in canonical order', () => {
    const order = (v: ImportedVerse) => v.bookIndex * 1e6 + v.chapter * 1e3 + v.verse;
    const outOfOrder = verses.filter((v, i) => i > 0 && order(v) <= order(verses[i - 1]!));
    expect(outOfOrder).toEqual([]);
  });

  it('has clean plain text', () => {
    // markup, paragraph marks, italics brackets, supplied-word backticks, footnote asterisks, Strong's numbers
    const markup = /[[\]{}<>#*`|\\]|\b[HG]\d{3,4}\b/;
    const problems = verses
      .filter(
        (v) =>
          v.text === '' ||
          v.text !== v.text.replace(/\s+/g, ' ').trim() ||
          markup.test(v.text) ||
          (v.heading !== undefined && (v.heading !== v.heading.trim() || markup.test(v.heading))),
      )
      .map((v) => `${v.bookIndex}:${v.chapter}:${v.verse} ${v.heading ?? ''} ${v.text}`);
    expect(problems).toEqual([]);
  });

  it('has the famous verses', () => {
    for (const [reference, text] of Object.entries(EXPECTED[id])) {
      expect(byKey.get(key(reference))?.text, reference).toBe(text);
    }
    const psalm119 = verses.filter((v) => v.bookIndex === 19 && v.chapter === 119);
    expect(psalm119).toHaveLength(176);
  });

  it('puts headings on the right verses', () => {
    for (const [reference, heading] of Object.entries(HEADINGS[id])) {
      expect(byKey.get(key(reference))?.heading, reference).toBe(heading);
    }
  });
});

describe('layout data', () => {
  it('WEB knows paragraphs, poetry and Psalm superscriptions', async () => {
    const web = await loadTranslation('WEB');
    const at = (reference: string) =>
      web.find((v) => `${v.bookIndex}:${v.chapter}:${v.verse}` === key(reference));
    expect(web.filter((v) => v.paragraphStart).length).toBeGreaterThan(7000);
    expect(web.filter((v) => v.heading).length).toBe(138); // 116 superscriptions + 22 Psalm 119 letters
    expect(at('Psalms 23:1')).toMatchObject({ poetry: true, paragraphStart: true });
    expect(at('John 3:16')).toMatchObject({ poetry: false });
    expect(at('John 3:1')).toMatchObject({ paragraphStart: true });
    // Hannah's song: verse 1 opens with a line of prose, verse 2 is poetry.
    expect(at('1 Samuel 2:1')).toMatchObject({ poetry: false, paragraphStart: true });
    expect(at('1 Samuel 2:2')).toMatchObject({ poetry: true });
  });

  it('KJV keeps its 1769 paragraph marks', async () => {
    const kjv = await loadTranslation('KJV');
    expect(kjv.filter((v) => v.paragraphStart)).toHaveLength(2936);
    expect(kjv.find((v) => v.bookIndex === 43 && v.chapter === 3 && v.verse === 16)?.paragraphStart).toBe(
      true,
    );
  });
});

describe('loadCrossReferences', () => {
  let refs: CrossReference[];

  beforeAll(async () => {
    refs = await loadCrossReferences();
  });

  it('loads the whole TSK-derived set', () => {
    // 386,550 in the package, minus 45 self-references and 32 repeats.
    expect(refs.length).toBeGreaterThan(380_000);
    expect(new Set(refs.map((r) => `${r.fromBook}:${r.fromChapter}:${r.fromVerse}`)).size).toBeGreaterThan(
      30_000,
    );
  });

  it('contains John 3:16 -> Romans 5:8', () => {
    const fromJohn316 = refs.filter((r) => r.fromBook === 43 && r.fromChapter === 3 && r.fromVerse === 16);
    expect(fromJohn316).toContainEqual({
      fromBook: 43,
      fromChapter: 3,
      fromVerse: 16,
      toBook: 45,
      toChapter: 5,
      toVerseFrom: 8,
      toVerseTo: null,
    });
  });

  it('only points at verses that exist, never at the verse itself', () => {
    const exists = (book: number, chapter: number, verse: number) =>
      verse >= 1 && verse <= (BOOKS[book - 1]?.verseCounts[chapter - 1] ?? 0);
    const problems = refs.filter(
      (r) =>
        !exists(r.fromBook, r.fromChapter, r.fromVerse) ||
        !exists(r.toBook, r.toChapter, r.toVerseFrom) ||
        (r.fromBook === r.toBook && r.fromChapter === r.toChapter && r.fromVerse === r.toVerseFrom),
    );
    expect(problems).toEqual([]);
  });
});
