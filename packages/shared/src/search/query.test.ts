import { describe, expect, it } from 'vitest';
import { cleanKeywordQuery, cleanSummaryQuery, normalizeForComparison, normalizeVerseReference, summaryCacheKey } from './query';

describe('SPEC §2: a verse reference like "1 :2" is normalised to "1:2"', () => {
  it('removes spaces around the colon', () => {
    expect(normalizeVerseReference('John 3 :16')).toBe('John 3:16');
    expect(normalizeVerseReference('1 :2')).toBe('1:2');
    expect(normalizeVerseReference('Romans 8: 28 and Ps 23 : 1')).toBe('Romans 8:28 and Ps 23:1');
  });
  it('leaves other colons alone', () => {
    expect(normalizeVerseReference('note: grace')).toBe('note: grace');
  });
});

describe('SPEC §5: summary query cleaning', () => {
  it("removes ' \" ; and \\", () => {
    expect(cleanSummaryQuery(`what's "grace"; really\\`)).toBe('whats grace really');
  });
  it('cuts to 100 characters', () => {
    const long = 'a'.repeat(150);
    expect(cleanSummaryQuery(long)).toHaveLength(100);
    expect(cleanSummaryQuery(`  ${'b'.repeat(120)}`)).toHaveLength(100);
  });
  it('normalises references too', () => {
    expect(cleanSummaryQuery('John 3 :16')).toBe('John 3:16');
  });
});

describe('SPEC §4: the "same query" check', () => {
  it('trims, collapses whitespace and lowercases', () => {
    expect(normalizeForComparison('  What IS   Grace\t')).toBe('what is grace');
    expect(summaryCacheKey('What is "grace"?')).toBe(summaryCacheKey('what is grace?  '));
  });
});

describe('keyword query cleaning', () => {
  it('collapses whitespace, normalises references and cuts', () => {
    expect(cleanKeywordQuery('  John   3 :16 ')).toBe('John 3:16');
    expect(cleanKeywordQuery('x'.repeat(300), 100)).toHaveLength(100);
  });
});
