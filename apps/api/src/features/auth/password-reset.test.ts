import { describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInUser, latestMailLink, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { listOutbox } from '../../lib/outbox';

const t = await createTestApp();
const post = (path: string, json: unknown, cookie?: string) => t.request(path, { method: 'POST', json, cookie });

function tokenOf(link: string): string {
  const url = new URL(link);
  expect(url.pathname).toBe('/auth');
  expect(url.searchParams.get('mode')).toBe('reset');
  return url.searchParams.get('token')!;
}

describe('password reset (SPEC §2 /auth?mode=reset, §8)', () => {
  it('e-mails a link to /auth?mode=reset; the new password works, the old one and old sessions do not', async () => {
    const user = await createSignedInUser(t);
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(200);

    const forgot = await post('/api/auth/password/forgot', { email: user.email });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ ok: true });
    const token = tokenOf(await latestMailLink(t, user.email));

    const weak = await post('/api/auth/password/reset', { token, newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toContain('Password must contain at least one uppercase letter');

    const reset = await post('/api/auth/password/reset', { token, newPassword: 'NewDawn5!' });
    expect(reset.status).toBe(200);

    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    expect((await post('/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(401);
    const signIn = await post('/api/auth/sign-in', { email: user.email, password: 'NewDawn5!' });
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/auth/me', { cookie: cookieFrom(signIn) })).status).toBe(200);

    // A reset link works once.
    const again = await post('/api/auth/password/reset', { token, newPassword: 'Another6!' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('invalid_reset_token');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/api/auth/password/forgot', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await listOutbox(t.env, { to: email })).toEqual([]);
  });

  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/password/reset', { token: 'made-up-token', newPassword: 'NewDawn5!' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_reset_token');
  });

  it('verifies an unverified address, since the reset link proves it', async () => {
    const email = uniqueEmail('unverified-reset');
    await post('/api/auth/sign-up', { firstName: 'Lydia', email, password: 'Purple4!' });
    await post('/api/auth/password/forgot', { email });
    const token = tokenOf(await latestMailLink(t, email));
    expect((await post('/api/auth/password/reset', { token, newPassword: 'Purple5!' })).status).toBe(200);
    expect((await post('/api/auth/sign-in', { email, password: 'Purple5!' })).status).toBe(200);
  });

  it('resending the verification e-mail answers the same whether or not the address exists', async () => {
    const email = uniqueEmail('resend');
    await post('/api/auth/sign-up', { firstName: 'Dorcas', email, password: 'Purple4!' });
    const res = await post('/api/auth/verification/resend', { email });
    expect(res.status).toBe(200);
    expect(await listOutbox(t.env, { to: email })).toHaveLength(2);
    const unknown = await post('/api/auth/verification/resend', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true });
  });
});
