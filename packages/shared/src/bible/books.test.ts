import { describe, it, expect } from 'vitest';
import {
  BOOKS,
  TOTAL_CHAPTERS,
  TOTAL_VERSES,
  bookByIndex,
  bookBySlug,
  findBook,
  formatReference,
} from './books';

describe('BOOKS', () => {
  it('has the 66 books of the Protestant canon, 39 OT and 27 NT, in order', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.filter((b) => b.testament === 'OT')).toHaveLength(39);
    expect(BOOKS.filter((b) => b.testament === 'NT')).toHaveLength(27);
    BOOKS.forEach((b, i) => expect(b.index).toBe(i + 1));
    expect(BOOKS[0]?.name).toBe('Genesis');
    expect(BOOKS[38]?.name).toBe('Malachi');
    expect(BOOKS[39]?.name).toBe('Matthew');
    expect(BOOKS[65]?.name).toBe('Revelation');
  });

  it('uses KJV versification: 1,189 chapters and 31,102 verses', () => {
    expect(TOTAL_CHAPTERS).toBe(1189);
    expect(TOTAL_VERSES).toBe(31102);
    for (const b of BOOKS) expect(b.verseCounts).toHaveLength(b.chapters);
  });

  it('knows some well-known chapter sizes', () => {
    expect(findBook('Psalms')?.chapters).toBe(150);
    expect(findBook('Psalms')?.verseCounts[118]).toBe(176); // Psalm 119
    expect(findBook('Psalms')?.verseCounts[116]).toBe(2); // Psalm 117
    expect(findBook('John')?.verseCounts[2]).toBe(36);
    expect(findBook('3 John')?.verseCounts).toEqual([14]);
    expect(findBook('Romans')?.verseCounts[15]).toBe(27);
  });

  it('derives slugs from names', () => {
    expect(findBook('Song of Solomon')?.slug).toBe('Song-of-Solomon');
    expect(findBook('1 John')?.slug).toBe('1-John');
    expect(new Set(BOOKS.map((b) => b.slug)).size).toBe(66);
  });

  it('has no abbreviation that resolves to a different book', () => {
    for (const b of BOOKS) {
      for (const alias of [b.name, b.slug, b.code, ...b.abbreviations]) {
        expect(findBook(alias)?.name, alias).toBe(b.name);
      }
    }
  });
});

describe('findBook', () => {
  it.each([
    ['john', 'John'],
    ['JOHN', 'John'],
    ['Jn', 'John'],
    ['Jhn', 'John'],
    ['jn.', 'John'],
    ['1john', '1 John'],
    ['1 John', '1 John'],
    ['1-john', '1 John'],
    ['1Jn', '1 John'],
    ['1 Jn', '1 John'],
    ['I John', '1 John'],
    ['i jn', '1 John'],
    ['III John', '3 John'],
    ['First John', '1 John'],
    ['2nd Kings', '2 Kings'],
    ['II Sam.', '2 Samuel'],
    ['song-of-solomon', 'Song of Solomon'],
    ['Song of Songs', 'Song of Solomon'],
    ['SOS', 'Song of Solomon'],
    ['ps', 'Psalms'],
    ['Psalm', 'Psalms'],
    ['Psa', 'Psalms'],
    ['Gen', 'Genesis'],
    ['Gn', 'Genesis'],
    ['Rom', 'Romans'],
    ['Isaiah', 'Isaiah'],
    ['Is', 'Isaiah'],
    ['Phil', 'Philippians'],
    ['Phm', 'Philemon'],
    ['Judg', 'Judges'],
    ['Jude', 'Jude'],
    ['Rev', 'Revelation'],
    ['Revelations', 'Revelation'],
    ['EZK', 'Ezekiel'],
  ])('%s -> %s', (input, name) => {
    expect(findBook(input)?.name).toBe(name);
  });

  it('returns undefined for unknown input', () => {
    expect(findBook('')).toBeUndefined();
    expect(findBook('Hezekiah')).toBeUndefined();
    expect(findBook('4 John')).toBeUndefined();
  });
});

describe('bookBySlug / bookByIndex', () => {
  it('finds books by slug, ignoring case', () => {
    expect(bookBySlug('Song-of-Solomon')?.index).toBe(22);
    expect(bookBySlug('1-john')?.index).toBe(62);
    expect(bookBySlug('1john')).toBeUndefined();
  });

  it('finds books by index', () => {
    expect(bookByIndex(43)?.name).toBe('John');
    expect(bookByIndex(0)).toBeUndefined();
    expect(bookByIndex(67)).toBeUndefined();
  });
});

describe('formatReference', () => {
  it('formats single verses and ranges', () => {
    const john = findBook('John')!;
    expect(formatReference({ book: john, chapter: 3, verseFrom: 16 })).toBe('John 3:16');
    expect(formatReference({ book: john, chapter: 3, verseFrom: 16, verseTo: 18 })).toBe('John 3:16-18');
    expect(formatReference({ book: john, chapter: 3, verseFrom: 16, verseTo: 16 })).toBe('John 3:16');
    expect(formatReference({ book: john, chapter: 3, verseFrom: 16, verseTo: null })).toBe('John 3:16');
  });

  it('accepts a book index or name', () => {
    expect(formatReference({ book: 62, chapter: 4, verseFrom: 8 })).toBe('1 John 4:8');
    expect(formatReference({ book: 'sos', chapter: 2, verseFrom: 4 })).toBe('Song of Solomon 2:4');
    expect(() => formatReference({ book: 'Nope', chapter: 1, verseFrom: 1 })).toThrow();
  });
});
