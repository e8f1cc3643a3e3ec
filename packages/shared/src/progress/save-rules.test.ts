import { describe, expect, it } from 'vitest';
import { clampProgress, decideProgressSave, isProgressComplete, progressFromPosition } from './save-rules';

describe('SPEC §4 saving rules', () => {
  describe('only increases: a value not greater than the current is ignored', () => {
    it.each([
      [50, 50],
      [50, 40],
      [100, 95],
      [100, 0],
    ])('current %i, new %i → ignored', (current, next) =>
      expect(decideProgressSave(current, next)).toEqual({ save: false, reason: 'not-greater' }),
    );
  });

  describe('a change under 5 points is ignored unless the new value is at least 90', () => {
    it.each([
      [null, 4, false],
      [null, 5, true],
      [10, 14, false],
      [10, 15, true],
      [86, 89, false],
      [88, 90, true],
      [89, 91, true],
    ])('current %s, new %i → saved %s', (current, next, saved) =>
      expect(decideProgressSave(current, next).save).toBe(saved),
    );
  });

  describe('90 or more is stored as 100', () => {
    it.each([
      [0, 90, 100],
      [40, 95, 100],
      [89, 90, 100],
      [10, 89, 89],
      [0, 100, 100],
    ])('current %i, new %i → stored %i', (current, next, stored) =>
      expect(decideProgressSave(current, next)).toEqual({ save: true, value: stored }),
    );
  });

  it('no record counts as 0', () => {
    expect(decideProgressSave(null, 20)).toEqual({ save: true, value: 20 });
    expect(decideProgressSave(undefined, 0)).toEqual({ save: false, reason: 'not-greater' });
  });

  it('values are whole points within 0-100', () => {
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(-3)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(12.6)).toBe(13);
  });
});

describe('complete means 90 or more (SPEC §9 completion threshold)', () => {
  it.each([
    [null, false],
    [89, false],
    [90, true],
    [100, true],
  ])('%s → %s', (progress, complete) => expect(isProgressComplete(progress)).toBe(complete));
});

describe('progress from a playback position', () => {
  it.each([
    [0, 60, 0],
    [30, 60, 50],
    [59.9, 60, 99],
    [60, 60, 100],
    [70, 60, 100],
    [10, 0, 0],
    [10, null, 0],
  ])('position %s of %s s → %i', (position, duration, expected) =>
    expect(progressFromPosition(position, duration)).toBe(expected),
  );
});
