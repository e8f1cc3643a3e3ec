import { describe, expect, it } from 'vitest';
import { findReferences, formatVerseRef, locateReferences, parseReferenceQuery, scanCitations, spokenToWritten } from './reference';

const fmt = (q: string) => {
  const ref = parseReferenceQuery(q);
  return ref && formatVerseRef(ref);
};

describe('a typed reference jumps to that verse (issue 7)', () => {
  it('reads whole-query references, in any spacing and case', () => {
    expect(fmt('John 3:16')).toBe('John 3:16');
    expect(fmt('john 3 :16')).toBe('John 3:16');
    expect(fmt('Jn 3:16-18')).toBe('John 3:16-18');
    expect(fmt('1 John 4:8')).toBe('1 John 4:8');
    expect(fmt('Psalm 23')).toBe('Psalms 23');
    expect(parseReferenceQuery('Psalm 23')).toMatchObject({ chapter: 23, verseFrom: 1, wholeChapter: true });
  });
  it('ignores phrases, bare book names and references inside sentences', () => {
    expect(fmt('the good shepherd')).toBeNull();
    expect(fmt('John')).toBeNull();
    expect(fmt('where is John 3:16')).toBeNull();
    expect(fmt('Acts of kindness')).toBeNull();
  });
  it('rejects verses that do not exist', () => {
    expect(fmt('John 3:99')).toBeNull();
    expect(fmt('John 30:1')).toBeNull();
  });
});

describe('references mentioned in passages', () => {
  it('writes spoken references out', () => {
    expect(spokenToWritten('in Luke chapter 15, verses 11 to 32.')).toBe('in Luke 15:11-32.');
    expect(spokenToWritten('First John chapter 1 verse 9 promises')).toBe('1 John 1:9 promises');
    expect(spokenToWritten('Ephesians chapter 2 verses 8 and 9 say')).toBe('Ephesians 2:8-9 say');
    expect(spokenToWritten('Psalm 23 verse 1 says')).toBe('Psalm 23:1 says');
    expect(spokenToWritten('the last chapter 3 of it')).toBe('the last chapter 3 of it');
    expect(spokenToWritten('Psalm 23 and Welcome 2 verse 3')).toBe('Psalm 23 and Welcome 2 verse 3');
  });
  it('finds written and spoken references once each, in order', () => {
    const refs = findReferences('Luke chapter 15 verse 20 says it. See Luke 15:20, Psalm 23 and Rom 8:28. Not John 3:99.');
    expect(refs.map(formatVerseRef)).toEqual(['Luke 15:20', 'Psalms 23', 'Romans 8:28']);
  });
});

describe('a passage read again is not scanned again', () => {
  const passage = (n: number) => `Turn with me to Luke chapter 15, verse ${(n % 30) + 1}. Then read John 3:16. (${n})`;

  it('answers the same text with the same references, kept from the first time', () => {
    const first = locateReferences(passage(1));
    expect(first.found.map((f) => formatVerseRef(f.ref))).toEqual(['Luke 15:2', 'John 3:16']);
    expect(locateReferences(passage(1))).toBe(first);
  });

  it('stays right past the number of passages it keeps', () => {
    for (let n = 0; n < 5_000; n++) {
      expect(findReferences(passage(n)).map(formatVerseRef)).toEqual([`Luke 15:${(n % 30) + 1}`, 'John 3:16']);
    }
    expect(findReferences(passage(1)).map(formatVerseRef)).toEqual(['Luke 15:2', 'John 3:16']);
  });
});

describe('citations in generated answers are checked', () => {
  it('marks made-up verse numbers as invalid', () => {
    const found = scanCitations('As John 3:16 says, and as John 3:99 does not, see 1 John 4:8 and Song of Solomon 2:1.');
    expect(found.map((c) => [c.text, c.ref ? formatVerseRef(c.ref) : null])).toEqual([
      ['John 3:16', 'John 3:16'],
      ['John 3:99', null],
      ['1 John 4:8', '1 John 4:8'],
      ['Song of Solomon 2:1', 'Song of Solomon 2:1'],
    ]);
  });
});
