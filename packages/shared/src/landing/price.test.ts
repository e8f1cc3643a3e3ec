import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, formatPrice } from './price';

describe('the Supporter price is written one way (SPEC §1, §9: one setting, default $5 per month)', () => {
  it('writes whole dollars without cents', () => {
    expect(formatPrice(5)).toBe('$5');
    expect(formatMonthlyPrice(10)).toBe('$10 per month');
  });
  it('writes cents when there are any', () => {
    expect(formatPrice(4.99)).toBe('$4.99');
    expect(formatPrice(4.5)).toBe('$4.50');
  });
});
