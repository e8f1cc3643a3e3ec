// The pair index behind 2-character searches (issue 7): first verses per pair, canonical order, lower-cased.
import { describe, expect, it } from 'vitest';
import { buildPairIndex, lookUpPair } from './short-term-verses';

const verse = (n: number, text: string) => ({ book: 1, chapter: 1, verse: n, text });

describe('buildPairIndex', () => {
  const index = buildPairIndex([verse(1, 'In the Beginning'), verse(2, 'the earth was formless'), verse(3, 'BEhold, be still')], 2);
  const ids = (pair: string) => lookUpPair(index, pair).map((k) => k.verse);

  it('compares lower-cased text, as ILIKE does', () => {
    expect(ids('be')).toEqual([1, 3]);
    expect(ids('BE')).toEqual([1, 3]);
  });

  it('lists a verse once even when the pair occurs in it twice', () => {
    expect(ids('th')).toEqual([1, 2]);
    expect(ids('ll')).toEqual([3]);
  });

  it('keeps only the first verses up to the limit, in the order given', () => {
    expect(ids('e ')).toEqual([1, 2]); // verse 3 has 'e ' too, but the limit is 2
  });

  it('includes spaces and punctuation, which users can type', () => {
    expect(ids(', ')).toEqual([3]);
  });

  it('answers only 2-character terms', () => {
    expect(ids('b')).toEqual([]);
    expect(ids('beg')).toEqual([]);
  });
});
