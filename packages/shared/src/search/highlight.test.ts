import { describe, expect, it } from 'vitest';
import { highlightTerms, snippetAround, splitHighlights, truncateTitle } from './highlight';

describe('SPEC §2: the matched term is highlighted', () => {
  it('marks the phrase first, then its words, case-insensitively', () => {
    const terms = highlightTerms('Good  Shepherd');
    expect(terms).toEqual(['good shepherd', 'shepherd', 'good']);
    const parts = splitHighlights('I am the good shepherd. The Shepherd knows.', terms);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['good shepherd', 'Shepherd']);
    expect(parts.map((p) => p.text).join('')).toBe('I am the good shepherd. The Shepherd knows.');
  });
  it('escapes regular-expression characters and ignores 1-character terms', () => {
    expect(splitHighlights('a (b) c', highlightTerms('(b)')).find((p) => p.match)?.text).toBe('(b)');
    expect(highlightTerms('a')).toEqual([]);
  });
});

describe('snippets and titles', () => {
  it('keeps the match visible in a long text', () => {
    const text = `${'word '.repeat(60)}grace ${'more '.repeat(60)}`;
    const snippet = snippetAround(text, 'grace', 80);
    expect(snippet).toContain('grace');
    expect(snippet.startsWith('...')).toBe(true);
    expect(snippet.endsWith('...')).toBe(true);
  });
  it('SPEC §9: podcast titles are cut at 25 characters plus an ellipsis', () => {
    expect(truncateTitle('The Lost Sheep and the Lost Coin')).toBe('The Lost Sheep and the Lo...');
    expect(truncateTitle('The Prodigal Son')).toBe('The Prodigal Son');
  });
});
