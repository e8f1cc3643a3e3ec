import { describe, expect, it } from 'vitest';
import { returnPathFromState, safeReturnPath } from './return-path';

describe('return path after sign-in (SPEC §2)', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnPath('/series/abc?x=1')).toBe('/series/abc?x=1');
    expect(returnPathFromState({ from: '/flashcards' })).toBe('/flashcards');
  });

  it('falls back to / for anything else', () => {
    for (const bad of [undefined, null, 42, '', 'series', '//evil.example', '/\\evil.example', 'https://evil.example', '/auth', '/auth?mode=reset', '/verification'])
      expect(safeReturnPath(bad)).toBe('/');
    expect(returnPathFromState(null)).toBe('/');
  });
});
