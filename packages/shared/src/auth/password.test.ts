import { describe, expect, it } from 'vitest';
import { isValidPassword, PASSWORD_RULES, passwordErrors, passwordStrength } from './password';

describe('password rules (SPEC §5)', () => {
  it('accepts a password meeting all five criteria', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(passwordErrors('Abcdef1!')).toEqual([]);
  });

  it('requires at least 8 characters', () => {
    expect(passwordErrors('Abcde1!')).toEqual(['Password must be at least 8 characters long']);
  });

  it.each([
    ['abcdef1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdefg1', 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
  ])('%s fails with "%s"', (password, error) => {
    expect(passwordErrors(password)).toEqual([error]);
  });

  it('accepts every listed special character and nothing else as special', () => {
    for (const ch of '!@#$%^&*(),.?":{}|<>') expect(isValidPassword(`Abcdef1${ch}`)).toBe(true);
    for (const ch of ['-', '_', '+', '=', '~', '[', ']', ' ', '/']) expect(isValidPassword(`Abcdef1${ch}`)).toBe(false);
  });

  it('lists errors in rule order, so the first is the one shown', () => {
    expect(passwordErrors('')[0]).toBe('Password must be at least 8 characters long');
    expect(passwordErrors('')).toHaveLength(PASSWORD_RULES.length);
  });

  it('refuses passwords longer than the hashing limit of 128', () => {
    expect(isValidPassword(`Aa1!${'x'.repeat(124)}`)).toBe(true);
    expect(isValidPassword(`Aa1!${'x'.repeat(125)}`)).toBe(false);
  });
});

describe('password strength (SPEC §5: 5 criteria; 3 medium, 4+ strong)', () => {
  it.each([
    ['', 'weak'],
    ['abc', 'weak'], // lower only
    ['abcdefgh', 'weak'], // length + lower
    ['abcdefg1', 'medium'], // length + lower + digit
    ['Abc1', 'medium'], // upper + lower + digit
    ['Abcdefg1', 'strong'], // 4 criteria
    ['Ab1!', 'strong'], // 4 criteria without length
    ['Abcdef1!', 'strong'], // all 5
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
