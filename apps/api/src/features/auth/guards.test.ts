import { describe, expect, it } from 'vitest';
import { createSignedInUser, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { createUser, grantAdmin, grantSupporter } from './user-admin.service';

const t = await createTestApp();
const me = async (cookie: string) => ((await (await t.request('/api/auth/me', { cookie })).json()) as { user: Record<string, unknown> }).user;

describe('roles and guards (SPEC §6)', () => {
  it('an admin API answers 401 to visitors, 403 to normal users and 200 to admins', async () => {
    const user = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { admin: true });
    expect((await t.request('/api/admin/outbox')).status).toBe(401);
    const forbidden = await t.request('/api/admin/outbox', { cookie: user.cookie });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: 'forbidden', message: 'Admins only.' } });
    const ok = await t.request('/api/admin/outbox', { cookie: admin.cookie });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ mode: 'outbox', messages: expect.any(Array) });
  });

  it('GET /api/auth/is-admin answers false for visitors and users, true for admins', async () => {
    const user = await createSignedInUser(t);
    const admin = await createSignedInUser(t, { admin: true });
    const isAdmin = async (cookie?: string) => (await (await t.request('/api/auth/is-admin', { cookie })).json()) as unknown;
    expect(await isAdmin()).toEqual({ isAdmin: false });
    expect(await isAdmin(user.cookie)).toEqual({ isAdmin: false });
    expect(await isAdmin(admin.cookie)).toEqual({ isAdmin: true });
  });

  it('roles are read from the database on every request: a grant takes effect at once', async () => {
    const user = await createSignedInUser(t);
    expect(await me(user.cookie)).toMatchObject({ isAdmin: false, isSupporter: false });
    await grantAdmin({ db: t.deps.db, email: user.email });
    await grantSupporter({ db: t.deps.db, email: user.email.toUpperCase() });
    expect(await me(user.cookie)).toMatchObject({ isAdmin: true, isSupporter: true });
    expect((await t.request('/api/admin/outbox', { cookie: user.cookie })).status).toBe(200);
  });

  it('a state-changing request carrying the session cookie from another site is refused', async () => {
    const user = await createSignedInUser(t);
    // t.request always sends our own Origin, so these go to the app directly.
    const raw = await t.app.request('http://localhost:3000/api/profile', {
      method: 'PATCH',
      headers: { Origin: 'https://evil.example', Cookie: user.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Evil' }),
    });
    expect(raw.status).toBe(403);
    const fetchMeta = await t.app.request('http://localhost:3000/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', Cookie: user.cookie },
    });
    expect(fetchMeta.status).toBe(403);
    expect((await me(user.cookie)).firstName).not.toBe('Evil');
  });

  it('only the listed auth routes exist; better-auth\'s other endpoints are not reachable', async () => {
    for (const path of ['/api/auth/sign-up/email', '/api/auth/sign-in/email', '/api/auth/update-user', '/api/auth/get-session']) {
      const res = await t.request(path, { method: 'POST', json: { email: 'a@example.com', password: 'x', name: 'x' } });
      expect(res.status, path).toBe(404);
    }
  });
});

describe('operator user creation (CLI)', () => {
  it('creates verified users who can sign in, and refuses duplicates and weak passwords', async () => {
    const email = uniqueEmail('cli');
    await createUser({ db: t.deps.db, input: { email, password: 'Operator1!', firstName: 'Op', verified: true, admin: true } });
    const res = await t.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'Operator1!' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email, isAdmin: true, emailVerified: true } });
    await expect(createUser({ db: t.deps.db, input: { email, password: 'Operator1!', firstName: 'Op' } })).rejects.toThrow(/already exists/);
    await expect(createUser({ db: t.deps.db, input: { email: uniqueEmail(), password: 'weak', firstName: 'Op' } })).rejects.toThrow(/at least 8/);
  });

  it('an unverified CLI user must verify first', async () => {
    const email = uniqueEmail('cli-unverified');
    await createUser({ db: t.deps.db, input: { email, password: 'Operator1!', firstName: 'Op' } });
    expect((await t.request('/api/auth/sign-in', { method: 'POST', json: { email, password: 'Operator1!' } })).status).toBe(403);
  });
});

describe('bad input on the auth routes', () => {
  const post = (path: string, body: unknown) =>
    typeof body === 'string'
      ? t.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
      : t.request(path, { method: 'POST', json: body });

  it.each([
    ['/api/auth/sign-up', { firstName: 'A', email: `${'a'.repeat(250)}@example.com`, password: 'Valid1!x' }, 'Email must be at most 254 characters'],
    ['/api/auth/sign-up', { firstName: 'A', email: 'not-an-email', password: 'Valid1!x' }, 'Please enter a valid email address'],
    ['/api/auth/sign-up', { firstName: 'x'.repeat(51), email: 'a@example.com', password: 'Valid1!x' }, 'First name must be at most 50 characters'],
    ['/api/auth/sign-up', { firstName: '<script>x</script>', email: 'a@example.com', password: 'Valid1!x' }, 'First name is required'],
    ['/api/auth/sign-up', { firstName: 'A', email: 'a@example.com', password: 'valid1!x' }, 'Password must contain at least one uppercase letter'],
    ['/api/auth/sign-up', { firstName: 'A', email: 'a@example.com', password: 'Valid1!x', returnTo: 'https://evil.example' }, 'Invalid return path'],
    ['/api/auth/sign-in', { email: 'a@example.com' }, 'Password is required'],
    ['/api/auth/sign-in', { password: 'x' }, 'Email is required'],
    ['/api/auth/sign-in', { email: 'a@example.com', password: 'x'.repeat(129) }, 'password'],
    ['/api/auth/sign-in', '{not json', 'The request body must be valid JSON.'],
    ['/api/auth/sign-in', '[]', 'expected object'],
    ['/api/auth/password/forgot', {}, 'Email is required'],
    ['/api/auth/password/reset', { token: 't' }, 'Password is required'],
  ])('%s %j → 400', async (path, body, message) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.message).toContain(message);
  });

  it('an over-large body is 413', async () => {
    const res = await post('/api/auth/sign-up', { firstName: 'A', email: 'a@example.com', password: 'x'.repeat(300_000) });
    expect(res.status).toBe(413);
  });
});
