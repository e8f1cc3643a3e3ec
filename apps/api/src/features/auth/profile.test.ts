import { describe, expect, it } from 'vitest';
import { cookieFrom, createSignedInUser, signInCookie } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
// The preferred translation must name a visible translation (the Bible import may not have run here).
await t.deps.pool.query(
  `INSERT INTO bible_translations (id, name, "default", visible) VALUES ('WEB', 'World English Bible', true, true), ('KJV', 'King James Version', false, true), ('HID', 'Hidden', false, false) ON CONFLICT (id) DO NOTHING`,
);
await t.deps.pool.query(`UPDATE bible_translations SET visible = false WHERE id = 'HID'`);

type Json = Record<string, unknown> & { error?: { code: string; message: string } };
const json = async (res: Response) => (await res.json()) as Json;

describe('/api/profile', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/profile')).status).toBe(401);
    expect((await t.request('/api/profile', { method: 'PATCH', json: { firstName: 'X' } })).status).toBe(401);
  });

  it('shows the tier: Free, or Supporter', async () => {
    const free = await createSignedInUser(t, { firstName: 'Anna' });
    const supporter = await createSignedInUser(t, { firstName: 'Simeon', supporter: true });
    expect(await json(await t.request('/api/profile', { cookie: free.cookie }))).toMatchObject({ profile: { firstName: 'Anna', tier: 'free', supporterSince: null } });
    const body = await json(await t.request('/api/profile', { cookie: supporter.cookie }));
    expect(body).toMatchObject({ profile: { firstName: 'Simeon', tier: 'supporter' } });
    expect((await json(await t.request('/api/auth/me', { cookie: supporter.cookie }))).user).toMatchObject({ isSupporter: true });
  });

  it('edits names (sanitised, SPEC §5) and the preferred translation (SPEC §6)', async () => {
    const user = await createSignedInUser(t);
    const res = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { firstName: ' <b>Priscilla</b>\n ', lastName: '<script>alert(1)</script>Aquila', preferredBibleTranslation: 'kjv' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).profile).toMatchObject({ firstName: 'Priscilla', lastName: 'Aquila', preferredBibleTranslation: 'KJV' });
    expect((await json(await t.request('/api/auth/me', { cookie: user.cookie }))).user).toMatchObject({ firstName: 'Priscilla', preferredBibleTranslation: 'KJV' });

    // Clearing the last name and the translation.
    const cleared = await t.request('/api/profile', { method: 'PATCH', cookie: user.cookie, json: { lastName: null, preferredBibleTranslation: null } });
    expect((await json(cleared)).profile).toMatchObject({ firstName: 'Priscilla', lastName: null, preferredBibleTranslation: null });
  });

  it('refuses bad input with a 400 and a message, never a 500', async () => {
    const user = await createSignedInUser(t);
    const patch = (body: string | object) =>
      t.request('/api/profile', typeof body === 'string'
        ? { method: 'PATCH', cookie: user.cookie, body, headers: { 'Content-Type': 'application/json' } }
        : { method: 'PATCH', cookie: user.cookie, json: body });
    const cases: [string | object, string][] = [
      [{ firstName: 'x'.repeat(51) }, 'First name must be at most 50 characters'],
      [{ firstName: '<b></b>' }, 'First name is required'],
      [{ firstName: 42 }, 'firstName'],
      [{ preferredBibleTranslation: 'NOPE' }, 'Unknown Bible translation.'],
      [{ preferredBibleTranslation: 'HID' }, 'Unknown Bible translation.'],
      [{ preferredBibleTranslation: '../../etc' }, 'Unknown Bible translation'],
      [{ isAdmin: true }, 'isAdmin'],
      ['{"firstName":', 'The request body must be valid JSON.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error!.message).toContain(message);
    }
    expect((await json(await t.request('/api/auth/me', { cookie: user.cookie }))).user).toMatchObject({ isAdmin: false, firstName: 'Test' });
  });

  it('a user cannot read or change another user\'s profile: the session decides whose it is', async () => {
    const a = await createSignedInUser(t, { firstName: 'Martha' });
    const b = await createSignedInUser(t, { firstName: 'Mary' });
    expect(await json(await t.request('/api/profile', { cookie: b.cookie }))).toMatchObject({ profile: { id: b.id, firstName: 'Mary' } });
    expect((await t.request(`/api/profile/${a.id}`, { cookie: b.cookie })).status).toBe(404);
    expect((await t.request('/api/profile', { method: 'PATCH', cookie: b.cookie, json: { id: a.id, firstName: 'Hacked' } })).status).toBe(400);
    expect(await json(await t.request('/api/profile', { cookie: a.cookie }))).toMatchObject({ profile: { id: a.id, firstName: 'Martha' } });
  });
});

describe('change password', () => {
  it('checks the current password, enforces the rules and ends the other sessions', async () => {
    const user = await createSignedInUser(t);
    const other = await signInCookie(t, user.email, user.password);
    const change = (currentPassword: string, newPassword: string) =>
      t.request('/api/profile/password', { method: 'POST', cookie: user.cookie, json: { currentPassword, newPassword } });

    const wrong = await change('Not-it-1!', 'Changed1!');
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error).toEqual({ code: 'wrong_password', message: 'Your current password is incorrect.' });
    const weak = await change(user.password, 'alllowercase1!');
    expect(weak.status).toBe(400);
    expect((await json(weak)).error!.message).toContain('Password must contain at least one uppercase letter');

    const ok = await change(user.password, 'Changed1!');
    expect(ok.status).toBe(200);
    const fresh = cookieFrom(ok);
    expect((await t.request('/api/auth/me', { cookie: fresh })).status).toBe(200);
    expect((await t.request('/api/auth/me', { cookie: other })).status).toBe(401);
    expect((await t.request('/api/auth/sign-in', { method: 'POST', json: { email: user.email, password: 'Changed1!' } })).status).toBe(200);
  });
});

describe('delete account', () => {
  it('needs the password, then deletes the user and all of their data in one go', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await t.deps.pool.query(`INSERT INTO bug_reports (user_id, title, description) VALUES ($1, 'mine', 'x'), ($2, 'theirs', 'y')`, [user.id, other.id]);

    const wrong = await t.request('/api/profile', { method: 'DELETE', cookie: user.cookie, json: { password: 'Nope-123!' } });
    expect(wrong.status).toBe(400);
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(200);

    const res = await t.request('/api/profile', { method: 'DELETE', cookie: user.cookie, json: { password: user.password } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/rooted\.session_token=;/);
    expect((await t.request('/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    for (const table of ['users', 'sessions', 'accounts', 'bug_reports']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const { rows } = await t.deps.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [user.id]);
      expect(rows[0].n, table).toBe(0);
    }
    const { rows } = await t.deps.pool.query('SELECT count(*)::int AS n FROM bug_reports WHERE user_id = $1', [other.id]);
    expect(rows[0].n).toBe(1);
    expect((await t.request('/api/auth/sign-in', { method: 'POST', json: { email: user.email, password: user.password } })).status).toBe(401);
  });
});
