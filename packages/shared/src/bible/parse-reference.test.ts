import { describe, expect, it } from 'vitest';
import { parseVerseReference } from './parse-reference';

const short = (input: string) => {
  const r = parseVerseReference(input);
  return r && `${r.book.slug} ${r.chapter}:${r.verseFrom}${r.verseTo ? `-${r.verseTo}` : ''}`;
};

describe('parseVerseReference', () => {
  it('reads names, abbreviations, numbered books and ranges', () => {
    expect(short('John 3:16')).toBe('John 3:16');
    expect(short('jn 3 : 16-18')).toBe('John 3:16-18');
    expect(short('1 Cor 13:4–7')).toBe('1-Corinthians 13:4-7');
    expect(short('Song of Solomon 2:1')).toBe('Song-of-Solomon 2:1');
    expect(short('Ps 119.176')).toBe('Psalms 119:176');
    expect(short('Rom 5:8-8')).toBe('Romans 5:8');
  });

  it('rejects what is not a verse', () => {
    for (const bad of ['', 'John', 'John 3', 'John 22:1', 'John 3:37', 'John 3:18-16', 'Hezekiah 1:1', 'John 3:16-40']) {
      expect(parseVerseReference(bad), bad).toBeNull();
    }
  });
});
