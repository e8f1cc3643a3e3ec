import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, parseClock } from './format';

describe('catalog formats', () => {
  it.each([
    [null, null],
    [30, '1 min'],
    [1830, '31 min'],
    [3723, '1 h 2 min'],
    [7200, '2 h'],
  ])('duration %s → %s', (s, text) => expect(formatDuration(s)).toBe(text));

  it.each([
    [0, '0:00'],
    [125, '2:05'],
    [3723, '1:02:03'],
  ])('clock %s → %s', (s, text) => expect(formatClock(s)).toBe(text));

  it.each([
    ['2:05', 125],
    ['1:02:03', 3723],
    ['75', 75],
    ['1:xx', null],
    ['', null],
  ])('parse %s → %s', (text, s) => expect(parseClock(text)).toBe(s));
});
