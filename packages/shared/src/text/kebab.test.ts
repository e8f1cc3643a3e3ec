import { describe, expect, it } from 'vitest';
import { toKebabId } from './kebab';

describe('kebab ids for internal names and episode ids', () => {
  it('keeps letters and digits, joins the rest with hyphens', () => {
    expect(toKebabId('Psalms for the Weary (2024)!')).toBe('psalms-for-the-weary-2024');
  });
  it('drops accents and trims hyphens after cutting', () => {
    expect(toKebabId('Café Crème', 5)).toBe('cafe');
  });
  it('returns an empty string for text without Latin letters or digits', () => {
    expect(toKebabId('詩篇')).toBe('');
  });
});
