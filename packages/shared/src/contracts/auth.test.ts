import { describe, expect, it } from 'vitest';
import { signUpRequest, updateProfileRequest } from './auth';

describe('auth contracts', () => {
  it('sign-up: sanitises names, normalises the e-mail, and names the first failing password rule', () => {
    expect(signUpRequest.parse({ firstName: ' <b>Ann</b> ', email: ' Ann@Example.com ', password: 'Valid1!x' })).toEqual({
      firstName: 'Ann',
      email: 'ann@example.com',
      password: 'Valid1!x',
    });
    const result = signUpRequest.safeParse({ firstName: 'Ann', email: 'ann@example.com', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Password must be at least 8 characters long');
  });

  it('sign-up: only in-app return paths', () => {
    const base = { firstName: 'A', email: 'a@example.com', password: 'Valid1!x' };
    expect(signUpRequest.safeParse({ ...base, returnTo: '/series/1?x=2' }).success).toBe(true);
    for (const returnTo of ['https://evil.example', '//evil.example', '/\\evil.example', 'series'])
      expect(signUpRequest.safeParse({ ...base, returnTo }).success).toBe(false);
  });

  it('profile updates accept only names and the translation', () => {
    expect(updateProfileRequest.parse({ preferredBibleTranslation: 'kjv' })).toEqual({ preferredBibleTranslation: 'KJV' });
    expect(updateProfileRequest.safeParse({ isAdmin: true }).success).toBe(false);
  });
});
