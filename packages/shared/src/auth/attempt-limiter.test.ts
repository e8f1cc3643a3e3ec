import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages';
import { AttemptLimiter, LIMITER_CLEANUP_INTERVAL_MS, SIGN_IN_LIMIT, SIGN_UP_LIMIT } from './attempt-limiter';

describe('client attempt limiter (SPEC §9)', () => {
  it('allows 5 sign-in attempts per 60 s, then says how long to wait', () => {
    const limiter = new AttemptLimiter(SIGN_IN_LIMIT);
    for (let i = 0; i < 5; i++) expect(limiter.attempt('signin', 1_000 + i * 1_000)).toEqual({ allowed: true });
    expect(limiter.attempt('signin', 10_000)).toEqual({ allowed: false, waitSeconds: 51 });
    // The first attempt leaves the window 60 s after it was made.
    expect(limiter.attempt('signin', 61_000)).toEqual({ allowed: true });
  });

  it('allows 3 sign-up attempts per 60 s', () => {
    const limiter = new AttemptLimiter(SIGN_UP_LIMIT);
    for (let i = 0; i < 3; i++) expect(limiter.attempt('signup', 0).allowed).toBe(true);
    expect(limiter.attempt('signup', 59_500)).toEqual({ allowed: false, waitSeconds: 1 });
    expect(limiter.attempt('signup', 60_000).allowed).toBe(true);
  });

  it('refused attempts do not extend the wait', () => {
    const limiter = new AttemptLimiter(SIGN_UP_LIMIT);
    for (let i = 0; i < 3; i++) limiter.attempt('k', 0);
    for (let t = 1_000; t < 60_000; t += 5_000) expect(limiter.attempt('k', t).allowed).toBe(false);
    expect(limiter.attempt('k', 60_000).allowed).toBe(true);
  });

  it('keeps keys apart and can be reset', () => {
    const limiter = new AttemptLimiter({ maxAttempts: 1, windowMs: 60_000 });
    expect(limiter.attempt('a', 0).allowed).toBe(true);
    expect(limiter.attempt('b', 0).allowed).toBe(true);
    expect(limiter.attempt('a', 1).allowed).toBe(false);
    limiter.reset('a');
    expect(limiter.attempt('a', 2).allowed).toBe(true);
  });

  it('cleanup (every 5 minutes) forgets keys with no recent attempts', () => {
    expect(LIMITER_CLEANUP_INTERVAL_MS).toBe(300_000);
    const limiter = new AttemptLimiter(SIGN_IN_LIMIT);
    limiter.attempt('old', 0);
    limiter.attempt('new', 250_000);
    limiter.cleanup(300_000);
    expect(limiter.size).toBe(1);
  });

  it('formats the SPEC §8 message', () => {
    expect(AUTH_MESSAGES.tooManyAttemptsTitle).toBe('Too many attempts');
    expect(AUTH_MESSAGES.tooManyAttempts(42)).toBe('Please wait 42 seconds before trying again.');
  });
});
