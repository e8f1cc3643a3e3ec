import { describe, expect, it } from 'vitest';
import { nameError, NAME_INPUT_MAX_LENGTH, sanitizeName } from './names';

describe('name sanitising (SPEC §5)', () => {
  it('keeps ordinary names, including accents, apostrophes and hyphens', () => {
    expect(sanitizeName('Zoë')).toBe('Zoë');
    expect(sanitizeName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
  });

  it('strips markup', () => {
    expect(sanitizeName('<b>Ann</b>')).toBe('Ann');
    expect(sanitizeName('Ann<img src=x onerror=alert(1)>')).toBe('Ann');
    expect(sanitizeName('a <i>b</i> c')).toBe('a b c');
  });

  it('strips scripts together with their content', () => {
    expect(sanitizeName('Ann<script>alert(1)</script>')).toBe('Ann');
    expect(sanitizeName('<script src="x.js">')).toBe('');
    expect(sanitizeName('Ann<style>body{}</style> Lee')).toBe('Ann Lee');
  });

  it('drops stray angle brackets so nothing can become a tag later', () => {
    expect(sanitizeName('Ann > Bob')).toBe('Ann Bob');
  });

  it('collapses whitespace and trims', () => {
    expect(sanitizeName('  Ann \n\t  Lee  ')).toBe('Ann Lee');
  });

  it('caps the result at 100 characters', () => {
    expect(sanitizeName('x'.repeat(150))).toHaveLength(100);
  });
});

describe('name input rules (SPEC §5: max 50 input, first name required)', () => {
  it('allows up to 50 characters of input', () => {
    expect(nameError('x'.repeat(NAME_INPUT_MAX_LENGTH), { required: true, label: 'First name' })).toBeNull();
    expect(nameError('x'.repeat(51), { required: true, label: 'First name' })).toBe('First name must be at most 50 characters');
  });

  it('requires a first name that is not empty after sanitising', () => {
    expect(nameError('', { required: true, label: 'First name' })).toBe('First name is required');
    expect(nameError('<b></b>  ', { required: true, label: 'First name' })).toBe('First name is required');
    expect(nameError('', { required: false, label: 'Last name' })).toBeNull();
  });
});
