import { describe, expect, it } from 'vitest';
import { isSeriesCurrent } from './series-current';

describe('current series (SPEC §4: no end_date or an end_date in the future)', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('is current without an end date', () => expect(isSeriesCurrent(null, now)).toBe(true));
  it('is current when the end date is later', () => expect(isSeriesCurrent('2026-05-11', now)).toBe(true));
  it('is not current once the end date has begun', () => expect(isSeriesCurrent('2026-05-10', now)).toBe(false));
  it('is not current when the end date has passed', () => expect(isSeriesCurrent('2025-01-01', now)).toBe(false));
});
