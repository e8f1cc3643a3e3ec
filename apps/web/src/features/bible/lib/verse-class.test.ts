import { describe, expect, it } from 'vitest';
import { verseClass } from './verse-class';

describe('verse classes (issue 13: fixed strings instead of a class merge per verse)', () => {
  it('a highlighted verse comes on fast: the short duration only', () => {
    const classes = verseClass('prose', true).split(' ');
    expect(classes).toContain('bg-yellow-200');
    expect(classes).toContain('duration-150');
    expect(classes).not.toContain('duration-1000');
  });

  it('any other verse fades slowly and has no background', () => {
    const classes = verseClass('prose', false).split(' ');
    expect(classes).toContain('duration-1000');
    expect(classes).not.toContain('bg-yellow-200');
  });

  it('poetry and verse-per-line text hang their indent; prose runs inline', () => {
    expect(verseClass('poetry', false)).toContain('block pl-10 -indent-6');
    expect(verseClass('lines', false)).toContain('block pl-6 -indent-6');
    expect(verseClass('prose', false)).not.toContain('block');
  });
});
