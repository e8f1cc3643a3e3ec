import { AUTH_MESSAGES } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { cookieFrom, latestMailLink, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { listOutbox } from '../../lib/outbox';

const t = await createTestApp();
const password = 'Sunrise7!';

async function signUp(email: string, pw = password, extra: Record<string, unknown> = {}) {
  return t.request('/api/auth/sign-up', { method: 'POST', json: { firstName: 'Ruth', lastName: 'Moab', email, password: pw, ...extra } });
}
const signIn = (email: string, pw = password) => t.request('/api/auth/sign-in', { method: 'POST', json: { email, password: pw } });

describe('sign-up → verify → sign-in → session → sign-out (SPEC §4)', () => {
  it('runs the whole journey', async () => {
    const email = uniqueEmail('journey');
    const res = await signUp(email);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'verification_sent' });
    expect(res.headers.getSetCookie()).toEqual([]);

    // Unverified: the right password is refused with the verification message.
    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'email_not_verified', message: AUTH_MESSAGES.verifyEmailAlert } });

    // The e-mailed link verifies the address, signs the user in and lands on /verification.
    const link = await latestMailLink(t, email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    const verified = await t.request(link.replace('http://localhost:3000', ''), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/verification?status=verified');
    expect(cookieFrom(verified)).toMatch(/rooted\.session_token=/);

    const ok = await signIn(email);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email, firstName: 'Ruth', lastName: 'Moab', emailVerified: true, isAdmin: false, isSupporter: false });
    const setCookie = ok.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(ok);

    const me = await t.request('/api/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: expect.objectContaining({ email, firstName: 'Ruth', isAdmin: false, isSupporter: false, emailVerified: true, preferredBibleTranslation: null }),
    });

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/rooted\.session_token=;/);
    expect((await t.request('/api/auth/me', { cookie })).status).toBe(401);
  });

  it('stores the e-mail lowercased and the names sanitised', async () => {
    const email = uniqueEmail('Case').toUpperCase();
    const res = await signUp(email, password, { firstName: '  <b>Ann</b>  <script>x()</script> ', lastName: '<i>Lee</i>' });
    expect(res.status).toBe(201);
    const row = await t.deps.pool.query('SELECT email, first_name, last_name, name FROM users WHERE email = $1', [email.toLowerCase()]);
    expect(row.rows[0]).toEqual({ email: email.toLowerCase(), first_name: 'Ann', last_name: 'Lee', name: 'Ann Lee' });
  });

  it('never answers a wrong password with anything but the SPEC §8 message', async () => {
    const res = await signIn(uniqueEmail('nobody'), 'Whatever1!');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials } });
  });

  it('GET /api/auth/me without a session is 401', async () => {
    const res = await t.request('/api/auth/me');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('a forged or expired verification link lands on /verification with an error', async () => {
    const res = await t.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2Fverification%3Fstatus%3Dverified', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/verification\?status=verified&error=INVALID_TOKEN/);
  });
});

describe('sign-up with an e-mail that already exists (SPEC §4/§8)', () => {
  it('signs a verified user in when the password matches', async () => {
    const email = uniqueEmail('dup');
    await signUp(email);
    await t.request((await latestMailLink(t, email)).replace('http://localhost:3000', ''), { redirect: 'manual' });
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'signed_in', user: { email } });
    expect(cookieFrom(res)).toMatch(/rooted\.session_token=/);
  });

  it('reports "not verified" (and sends the link again) when the password matches an unverified account', async () => {
    const email = uniqueEmail('dup-unverified');
    await signUp(email);
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'email_not_verified' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await listOutbox(t.env, { to: email })).toHaveLength(2);
  });

  it('answers 409 with the "already registered" message when the password differs', async () => {
    const email = uniqueEmail('dup-wrong');
    await signUp(email);
    const res = await signUp(email, 'Different9?');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'email_already_registered', message: AUTH_MESSAGES.alreadyRegistered } });
  });
});
