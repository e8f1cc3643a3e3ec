// The one-query session check (session-lookup.ts) must accept exactly what better-auth accepts: every
// request is checked against the database, so signing out or revoking ends a session at once, and the
// cases it hands back to better-auth (renewal, expiry, forged cookies) still behave as before.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { verifySignedToken } from './session-lookup';

const t = await createTestApp();
const me = (cookie: string) => t.request('/api/auth/me', { cookie });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('session check on every request (issue 13: one query, shared by the checks of one turn, no cache)', () => {
  it('a signed-out session stops working on the very next request', async () => {
    const user = await createSignedInUser(t);
    expect((await me(user.cookie)).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie })).status).toBe(200);
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('a session revoked in the database (another instance, a password reset) stops working at once, and its cookie is cleared', async () => {
    const user = await createSignedInUser(t);
    expect((await me(user.cookie)).status).toBe(200);
    await t.deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    const res = await me(user.cookie);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('rooted.session_token=;'))).toBe(true);
  });

  it('a cookie whose signature does not match is refused', async () => {
    const user = await createSignedInUser(t);
    const forged = user.cookie.replace(/(rooted\.session_token=[^.;]+\.)[^;]{4}/, '$1AAAA');
    expect(forged).not.toBe(user.cookie);
    expect((await me(forged)).status).toBe(401);
  });

  it('an expired session is refused and removed', async () => {
    const user = await createSignedInUser(t);
    await t.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).status).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('a session older than a day is still renewed by better-auth (new expiry, fresh cookie)', async () => {
    const user = await createSignedInUser(t);
    const inTwentyDays = new Date(Date.now() + 20 * DAY_MS);
    await t.deps.db.update(sessions).set({ expiresAt: inTwentyDays }).where(eq(sessions.userId, user.id));
    const res = await me(user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('rooted.session_token='))).toBe(true);
    const [row] = await t.deps.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('roles and settings come from the users row read with the session, in the same request', async () => {
    const user = await createSignedInUser(t);
    await t.deps.db.update(users).set({ isAdmin: true, timezone: 'Pacific/Kiritimati' }).where(eq(users.id, user.id));
    expect(await (await me(user.cookie)).json()).toMatchObject({ user: { isAdmin: true } });
    const study = await t.request('/api/flashcards/study', { cookie: user.cookie });
    // Kiritimati is UTC+14: its "today" is the stored zone's, not the server's.
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(await study.json()).toMatchObject({ today: kiritimati });
    await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await t.request('/api/admin/outbox', { cookie: user.cookie })).status).toBe(403);
  });

  it('checks made at the same moment share one query, and each request gets its own user or a 401', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t)));
    const [gone] = people;
    await t.deps.db.delete(sessions).where(eq(sessions.userId, gone!.id));
    const answers = await Promise.all([...people, ...people].map((p) => me(p.cookie)));
    for (const [i, res] of answers.entries()) {
      const person = people[i % people.length]!;
      if (person === gone) {
        expect(res.status).toBe(401);
      } else {
        expect(res.status).toBe(200);
        expect(((await res.json()) as { user: { id: string } }).user.id).toBe(person.id);
      }
    }
  });

  it('verifySignedToken accepts better-call signatures only', () => {
    const secret = 'a-test-secret-of-sufficient-length-0123456789';
    const sign = async (value: string) => {
      const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      return Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value))).toString('base64');
    };
    return sign('token-1').then((signature) => {
      expect(verifySignedToken(`token-1.${signature}`, secret)).toBe('token-1');
      expect(verifySignedToken(`token-2.${signature}`, secret)).toBeNull();
      expect(verifySignedToken(`token-1.${signature}`, `${secret}x`)).toBeNull();
      expect(verifySignedToken('token-1', secret)).toBeNull();
      expect(verifySignedToken(`token-1.${signature.slice(0, -1)}`, secret)).toBeNull();
    });
  });
});
