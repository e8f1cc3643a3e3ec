import { describe, expect, it } from 'vitest';
import { emailError, isValidEmail, normalizeEmail } from './email';

describe('e-mail validation (SPEC §5: max 254, standard pattern)', () => {
  it.each(['ann@example.com', 'first.last+tag@sub.example.org', "o'neil@example.co.uk", ' ann@example.com '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'a b@example.com', 'ann@example.c', '.ann@example.com', 'an..n@example.com', '<script>@x.com'])(
    'refuses %j',
    (e) => expect(isValidEmail(e)).toBe(false),
  );

  it('refuses addresses longer than 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(emailError(`a${at254}`)).toBe('Email must be at most 254 characters');
  });

  it('says which problem it found', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('nope')).toBe('Please enter a valid email address');
  });

  it('normalises to trimmed lowercase', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
