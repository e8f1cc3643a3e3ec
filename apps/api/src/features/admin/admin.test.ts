// The admin API through the real app (issue 12): who may call it, the last-admin rule, the audit log.
import { adminMailQueueResponse } from '@rooted/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, latestMailLink, TEST_PASSWORD, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { createUser } from '../auth/user-admin.service';
import { auditLog, bugReports, creatorSubmissions, mailQueue, users, waitlistEntries } from '../../db/schema';

const t = await createTestApp();
const admin = await createSignedInUser(t, { admin: true });
const member = await createSignedInUser(t);
const ZERO = '00000000-0000-4000-8000-000000000000';

const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/users'],
  ['PUT', `/api/admin/users/${ZERO}/admin`, { admin: true }],
  ['PUT', `/api/admin/users/${ZERO}/supporter`, { supporter: true }],
  ['POST', `/api/admin/users/${ZERO}/resend-verification`],
  ['GET', '/api/admin/bug-reports'],
  ['PUT', `/api/admin/bug-reports/${ZERO}/status`, { status: 'closed' }],
  ['GET', `/api/admin/bug-reports/${ZERO}/images/${ZERO}`],
  ['GET', '/api/admin/waitlist'],
  ['GET', '/api/admin/waitlist.csv'],
  ['GET', '/api/admin/creator-submissions'],
  ['GET', '/api/admin/creator-submissions.csv'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/topics'],
  ['POST', '/api/admin/topics', { id: 'x', name: 'X' }],
  ['PUT', '/api/admin/topics/x', { name: 'X' }],
  ['DELETE', '/api/admin/topics/x'],
  ['GET', '/api/admin/recaps'],
  ['POST', '/api/admin/recaps', { recapId: 'x', title: 'X', seriesPrefix: 'x' }],
  ['PUT', '/api/admin/recaps/x', { title: 'X', seriesPrefix: 'x' }],
  ['DELETE', '/api/admin/recaps/x'],
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/mail-queue'],
];

const call = (method: string, path: string, cookie?: string, json?: unknown) => t.request(path, { method, cookie, json });
const auditFor = (action: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('admin endpoints are checked on the server', () => {
  it.each(ENDPOINTS)('%s %s: 401 for a visitor, 403 for a signed-in user', async (method, path, json) => {
    expect((await call(method, path, undefined, json)).status).toBe(401);
    expect((await call(method, path, member.cookie, json)).status).toBe(403);
  });

  it('serves an admin', async () => {
    const res = await call('GET', '/api/admin/overview', admin.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { counts: { users: number; supporters: number } };
    expect(body.counts.users).toBeGreaterThanOrEqual(2);
  });
});

describe('users', () => {
  it('searches by e-mail or name', async () => {
    const named = await createSignedInUser(t, { firstName: 'Zebulon', lastName: 'Quill' });
    const byName = (await (await call('GET', '/api/admin/users?q=zebulon', admin.cookie)).json()) as { users: { email: string }[] };
    expect(byName.users.map((u) => u.email)).toEqual([named.email]);
    const byMail = (await (await call('GET', `/api/admin/users?q=${encodeURIComponent(named.email.slice(0, 12))}`, admin.cookie)).json()) as {
      users: { email: string }[];
    };
    expect(byMail.users.map((u) => u.email)).toContain(named.email);
  });

  it('grants and removes supporter with dates, and audits both', async () => {
    const until = new Date(Date.now() + 30 * 86400_000).toISOString();
    const grant = await call('PUT', `/api/admin/users/${member.id}/supporter`, admin.cookie, { supporter: true, until });
    const granted = ((await grant.json()) as { user: { isSupporter: boolean; supporterSince: string; supporterUntil: string } }).user;
    expect(granted.isSupporter).toBe(true);
    expect(granted.supporterSince).toBeTruthy();
    expect(granted.supporterUntil).toBe(until);
    const profile = (await (await call('GET', '/api/profile', member.cookie)).json()) as { profile: { tier: string } };
    expect(profile.profile.tier).toBe('supporter');

    const revoke = await call('PUT', `/api/admin/users/${member.id}/supporter`, admin.cookie, { supporter: false });
    const revoked = ((await revoke.json()) as { user: { isSupporter: boolean; supporterSince: string } }).user;
    expect(revoked.isSupporter).toBe(false);
    expect(revoked.supporterSince).toBe(granted.supporterSince); // history kept
    const [entry] = await auditFor('user.supporter.grant');
    expect(entry).toMatchObject({ actorUserId: admin.id, target: member.email, details: { until } });
    expect(await auditFor('user.supporter.revoke')).toHaveLength(1);
  });

  it('an admin cannot remove their own admin role when they are the last admin', async () => {
    // Other test users may be admins in this database: make this admin the only one.
    await t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const res = await call('PUT', `/api/admin/users/${admin.id}/admin`, admin.cookie, { admin: false });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('last_admin');

    // With a second admin, stepping down works and is audited.
    const other = await createSignedInUser(t);
    expect((await call('PUT', `/api/admin/users/${other.id}/admin`, admin.cookie, { admin: true })).status).toBe(200);
    const down = await call('PUT', `/api/admin/users/${admin.id}/admin`, admin.cookie, { admin: false });
    expect(down.status).toBe(200);
    expect(await auditFor('user.admin.revoke')).toEqual([expect.objectContaining({ actorUserId: admin.id, target: admin.email })]);
    // No longer an admin: refused at once.
    expect((await call('GET', '/api/admin/overview', admin.cookie)).status).toBe(403);
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  });

  it('resends verification to an unverified user only', async () => {
    const email = uniqueEmail('unverified');
    const unverified = await createUser({ db: t.deps.db, input: { email, password: TEST_PASSWORD, firstName: 'Una' } });
    expect((await call('POST', `/api/admin/users/${unverified.id}/resend-verification`, admin.cookie)).status).toBe(200);
    expect(await latestMailLink(t, email)).toContain('verify');
    expect((await call('POST', `/api/admin/users/${member.id}/resend-verification`, admin.cookie)).status).toBe(409);
    expect(await auditFor('user.verification.resend')).toHaveLength(1);
  });
});

describe('bug reports, submissions and the audit log', () => {
  it('filters reports and changes status', async () => {
    const [report] = await t.deps.db
      .insert(bugReports)
      .values({ userId: member.id, title: 'Crash', description: 'x', category: 'ui_issue', priority: 'critical' })
      .returning();
    const list = async (qs: string) =>
      ((await (await call('GET', `/api/admin/bug-reports?${qs}`, admin.cookie)).json()) as { reports: { id: string }[] }).reports;
    expect((await list('category=ui_issue&priority=critical&status=open')).map((r) => r.id)).toEqual([report!.id]);
    expect(await list('priority=low')).toEqual([]);
    const res = await call('PUT', `/api/admin/bug-reports/${report!.id}/status`, admin.cookie, { status: 'in_progress' });
    expect(res.status).toBe(200);
    expect((await list('status=in_progress')).map((r) => r.id)).toEqual([report!.id]);
    expect(await auditFor('bug_report.status')).toEqual([
      expect.objectContaining({ target: report!.id, details: { from: 'open', to: 'in_progress' } }),
    ]);
    expect((await call('PUT', `/api/admin/bug-reports/${ZERO}/status`, admin.cookie, { status: 'closed' })).status).toBe(404);
    expect((await call('PUT', `/api/admin/bug-reports/${report!.id}/status`, admin.cookie, { status: 'done' })).status).toBe(400);
  });

  it('exports the waitlist and creator submissions as CSV', async () => {
    await t.deps.db.insert(waitlistEntries).values({ email: 'wait@example.com', name: '=cmd' });
    await t.deps.db.insert(creatorSubmissions).values({ name: 'Cre', email: 'c@example.com', podcastName: 'Pod, "Q"' });
    const res = await call('GET', '/api/admin/waitlist.csv', admin.cookie);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text).toContain('wait@example.com');
    expect(text).toContain("'=cmd"); // formula escaped
    expect(await (await call('GET', '/api/admin/creator-submissions.csv', admin.cookie)).text()).toContain('"Pod, ""Q"""');
    expect(await auditFor('waitlist.export')).toHaveLength(1);
  });

  it('shows the audit log newest first with the actor', async () => {
    const res = await call('GET', '/api/admin/audit-log', admin.cookie);
    const { entries } = (await res.json()) as { entries: { action: string; actorEmail: string; createdAt: string }[] };
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0]!.actorEmail).toBe(admin.email);
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('topics and recaps editors', () => {
  it('creates, edits (premium flag, questions) and deletes a topic, audited', async () => {
    const topic = { id: 'hope-e2e', name: 'Hope', shortDescription: 'Waiting well', questions: ['What do you hope for?'] };
    expect((await call('POST', '/api/admin/topics', admin.cookie, topic)).status).toBe(201);
    expect((await call('POST', '/api/admin/topics', admin.cookie, topic)).status).toBe(409);
    const edited = await call('PUT', '/api/admin/topics/hope-e2e', admin.cookie, { ...topic, id: undefined, isPremium: true });
    const editedTopic = ((await edited.json()) as { topic: { isPremium: boolean } }).topic;
    expect(editedTopic.isPremium).toBe(true);
    // The stored search vector is retrieval's own: no answer carries it.
    expect(editedTopic).not.toHaveProperty('searchVector');
    const listed = (await (await call('GET', '/api/admin/topics', admin.cookie)).json()) as { topics: object[] };
    expect(listed.topics[0]).not.toHaveProperty('searchVector');
    // Premium now: a free reader is refused, as the topics feature enforces.
    expect((await call('GET', '/api/topics/hope-e2e', member.cookie)).status).toBe(403);
    expect((await call('DELETE', '/api/admin/topics/hope-e2e', admin.cookie)).status).toBe(204);
    expect((await call('DELETE', '/api/admin/topics/hope-e2e', admin.cookie)).status).toBe(404);
    expect((await auditFor('topic.update'))[0]).toMatchObject({ target: 'hope-e2e', details: { isPremium: true } });
  });

  it('creates, edits and deletes a recap', async () => {
    const recap = { recapId: 'recap-e2e', title: 'Week 1', seriesPrefix: 'parables', body: 'Hello', keyVerses: ['Luke 15:20'] };
    expect((await call('POST', '/api/admin/recaps', admin.cookie, recap)).status).toBe(201);
    const res = await call('PUT', '/api/admin/recaps/recap-e2e', admin.cookie, { ...recap, title: 'Week one' });
    const edited = ((await res.json()) as { recap: { title: string } }).recap;
    expect(edited.title).toBe('Week one');
    expect(edited).not.toHaveProperty('searchVector');
    expect((await call('POST', '/api/admin/recaps', admin.cookie, { ...recap, recapId: 'Bad Id' })).status).toBe(400);
    expect((await call('DELETE', '/api/admin/recaps/recap-e2e', admin.cookie)).status).toBe(204);
    expect(await auditFor('recap.delete')).toHaveLength(1);
  });
});

describe('mail queue', () => {
  it('says there is no SMTP queue without SMTP_URL, and lists queued mail without its body', async () => {
    // Rows as the SMTP mode would leave them; the waiting one is due in an hour, so that no mail worker of a
    // test running beside this one (on the same database) picks it up meanwhile.
    const to = uniqueEmail('queued');
    await t.deps.db.insert(mailQueue).values([
      { toAddress: to, subject: 'Reset your password', textBody: 'secret https://x/reset?token=abc', attempts: 3, lastError: 'connect ECONNREFUSED', nextAttemptAt: new Date(Date.now() + 3_600_000) },
      { toAddress: to, subject: 'Given up', textBody: '', attempts: 40, lastError: 'timeout', failedAt: new Date() },
    ]);
    const res = await call('GET', '/api/admin/mail-queue', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = adminMailQueueResponse.parse(await res.json());
    expect(body.smtp).toBe(false);
    expect(body.pending).toBeGreaterThanOrEqual(1);
    expect(body.failed).toBeGreaterThanOrEqual(1);
    const mine = body.messages.filter((m) => m.to === to);
    expect(mine.map((m) => [m.subject, m.attempts, m.lastError, m.failedAt === null])).toEqual([
      ['Reset your password', 3, 'connect ECONNREFUSED', true],
      ['Given up', 40, 'timeout', false],
    ]);
    expect(JSON.stringify(body)).not.toContain('token=abc');
    await t.deps.db.delete(mailQueue).where(eq(mailQueue.toAddress, to));
  });
});
