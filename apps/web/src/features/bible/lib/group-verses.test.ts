import type { BibleVerse } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { groupVerses } from './group-verses';

const v = (verse: number, flags: Partial<BibleVerse> = {}): BibleVerse => ({
  verse,
  text: `v${verse}`,
  heading: null,
  paragraphStart: false,
  poetry: false,
  ...flags,
});

const shape = (verses: BibleVerse[]) => groupVerses(verses).map((b) => `${b.kind}:${b.verses.map((x) => x.verse).join(',')}`);

describe('groupVerses', () => {
  it('starts a prose paragraph at each paragraph mark', () => {
    expect(shape([v(1, { paragraphStart: true }), v(2), v(3, { paragraphStart: true }), v(4)])).toEqual(['prose:1,2', 'prose:3,4']);
  });

  it('separates poetry from prose and starts stanzas at paragraph marks', () => {
    const verses = [v(1), v(2, { poetry: true, paragraphStart: true }), v(3, { poetry: true }), v(4, { poetry: true, paragraphStart: true }), v(5)];
    expect(shape(verses)).toEqual(['prose:1', 'poetry:2,3', 'poetry:4', 'prose:5']);
  });

  it('shows unstructured text verse by verse and keeps headings above their verse', () => {
    const blocks = groupVerses([v(1, { heading: 'ALEPH.' }), v(2), v(9, { heading: 'BETH.' }), v(10)]);
    expect(blocks.map((b) => [b.kind, b.heading, b.verses.length])).toEqual([
      ['lines', 'ALEPH.', 2],
      ['lines', 'BETH.', 2],
    ]);
  });
});
