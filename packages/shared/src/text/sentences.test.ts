import { describe, expect, it } from 'vitest';
import { firstSentences, hasMoreThanSentences, markdownToPlainText } from './sentences';

describe('summary cut to two sentences (SPEC §9: continue card description cut to 2 sentences)', () => {
  it('keeps the first two sentences', () => {
    expect(firstSentences('One. Two! Three? Four.', 2)).toBe('One. Two!');
  });
  it('keeps a text with fewer sentences whole', () => {
    expect(firstSentences('Only one sentence here', 2)).toBe('Only one sentence here');
  });
  it('does not split inside a verse reference', () => {
    expect(firstSentences('Read John 3:16. Then verse 17. Then more.', 2)).toBe('Read John 3:16. Then verse 17.');
  });
  it('keeps closing quotes with their sentence', () => {
    expect(firstSentences('He said "Come." She went. Later.', 2)).toBe('He said "Come." She went.');
  });
  it('reports when something was cut', () => {
    expect(hasMoreThanSentences('A. B. C.')).toBe(true);
    expect(hasMoreThanSentences('A. B.')).toBe(false);
  });
});

describe('markdown to plain text for previews', () => {
  it('drops emphasis, highlights, links and list markers', () => {
    const md = 'The story in **Luke 15** is ==about grace== and [more](https://x.y).\n\n- one\n- two';
    expect(markdownToPlainText(md)).toBe('The story in Luke 15 is about grace and more. one two');
  });
  it('keeps underscores and asterisks inside words', () => {
    expect(markdownToPlainText('snake_case and 2*3*4')).toBe('snake_case and 2*3*4');
  });
});
