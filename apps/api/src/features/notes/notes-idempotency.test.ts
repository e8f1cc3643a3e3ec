// API tests of Idempotency-Key on note and progress saves (issue 15, offline queue): a device replaying
// its queue after a dropped answer must not write twice, must not overwrite a newer edit with an old one,
// and one user's key never touches another user's writes.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { LearningEntry } from '@rooted/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, userEpisodeData } from '../../db/schema';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const EP1 = 'psalms-1-the-lord-is-my-shepherd';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});

async function putNote(user: TestUser, text: string, key?: string) {
  const res = await t.request('/api/notes', {
    method: 'PUT',
    json: { kind: 'note', episodeId: EP1, text },
    cookie: user.cookie,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return {
    status: res.status,
    replayed: res.headers.get('Idempotent-Replayed') === 'true',
    body: (await res.json()) as { entry: LearningEntry | null; error?: { code: string; message: string } },
  };
}

const notesOf = (user: TestUser) =>
  t.deps.db.select().from(userEpisodeData).where(eq(userEpisodeData.userId, user.id));

describe('Idempotency-Key on PUT /api/notes', () => {
  it('the same key twice creates one note and answers both times with the first response', async () => {
    const first = await putNote(alice, 'Written on the train', 'queued-note-key-0001');
    const again = await putNote(alice, 'Written on the train', 'queued-note-key-0001');
    expect(first.status).toBe(200);
    expect(first.replayed).toBe(false);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe(true);
    expect(again.body).toEqual(first.body);
    const rows = await notesOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notes).toBe('Written on the train');
  });

  it('a late replay of an old key does not overwrite a newer edit', async () => {
    await putNote(alice, 'Newer text typed online', 'queued-note-key-0002');
    const late = await putNote(alice, 'Written on the train', 'queued-note-key-0001');
    expect(late.replayed).toBe(true);
    const rows = await notesOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notes).toBe('Newer text typed online');
  });

  it('keys are per user: the same key from another user is a separate write', async () => {
    const bobs = await putNote(bob, "Bob's own note", 'queued-note-key-0001');
    expect(bobs.status).toBe(200);
    expect(bobs.replayed).toBe(false);
    expect(bobs.body.entry?.notes).toBe("Bob's own note");
    expect((await notesOf(bob)).map((r) => r.notes)).toEqual(["Bob's own note"]);
    expect((await notesOf(alice)).map((r) => r.notes)).toEqual(['Newer text typed online']);
  });

  it('two concurrent requests with one key write once', async () => {
    const carol = await createSignedInUser(t);
    const results = await Promise.all([
      putNote(carol, 'Raced note', 'queued-note-race-0001'),
      putNote(carol, 'Raced note', 'queued-note-race-0001'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.filter((r) => r.replayed)).toHaveLength(1);
    expect(results[0]!.body.entry?.id).toBe(results[1]!.body.entry?.id);
    expect(await notesOf(carol)).toHaveLength(1);
  });

  it('without a key, saves behave as before (an upsert of the slot)', async () => {
    const dave = await createSignedInUser(t);
    await putNote(dave, 'one');
    await putNote(dave, 'two');
    expect((await notesOf(dave)).map((r) => r.notes)).toEqual(['two']);
    const keys = await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, dave.id));
    expect(keys).toHaveLength(0);
  });

  it('refuses a malformed key with a 400 and a clear message', async () => {
    const res = await putNote(alice, 'x', 'bad key!');
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('invalid_idempotency_key');
    expect(res.body.error?.message).toMatch(/Idempotency-Key must be/);
  });

  it('refuses a key reused for a different request with a 409', async () => {
    const res = await t.request(`/api/progress/${EP1}`, {
      method: 'PUT',
      json: { progress: 0, positionSeconds: 5 },
      cookie: alice.cookie,
      headers: { 'Idempotency-Key': 'queued-note-key-0001' },
    });
    expect(res.status).toBe(409);
  });

  it('a failed write keeps no key, so the corrected replay can still run', async () => {
    const bad = await t.request('/api/notes', {
      method: 'PUT',
      json: { kind: 'note', episodeId: 'no-such-episode', text: 'x' },
      cookie: alice.cookie,
      headers: { 'Idempotency-Key': 'queued-note-key-0404' },
    });
    expect(bad.status).toBe(404);
    const keys = await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'queued-note-key-0404'));
    expect(keys).toHaveLength(0);
  });
});

describe('Idempotency-Key on PUT /api/progress/:episodeId', () => {
  it('a replayed progress save returns the first answer and does not move the resume point back', async () => {
    const erin = await createSignedInUser(t);
    const save = (positionSeconds: number, key?: string) =>
      t.request(`/api/progress/${EP1}`, {
        method: 'PUT',
        json: { progress: 20, positionSeconds },
        cookie: erin.cookie,
        headers: key ? { 'Idempotency-Key': key } : {},
      });
    const first = await save(10, 'queued-progress-0001');
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect((await save(40)).status).toBe(200);
    const replay = await save(10, 'queued-progress-0001');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);
    const current = (await (await t.request(`/api/progress/${EP1}`, { cookie: erin.cookie })).json()) as {
      progress: { positionSeconds: number };
    };
    expect(current.progress.positionSeconds).toBe(40);
  });
});

// Under node-server the key is read from Node's own request (lib/node-response.ts), not from a fetch
// Request: the same rules must hold there as under app.request above.
describe('Idempotency-Key through the real Node server', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const put = (user: TestUser, text: string, key: string) =>
    fetch(`${base}/api/notes`, {
      method: 'PUT',
      headers: { cookie: user.cookie, origin: t.env.publicUrl, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ kind: 'note', episodeId: EP1, text }),
    });

  it('a replay is answered from the first write, and a malformed key is a 400', async () => {
    const frank = await createSignedInUser(t);
    const first = await put(frank, 'Sent over a real socket', 'node-server-key-0001');
    expect(first.status).toBe(200);
    const again = await put(frank, 'Sent over a real socket', 'node-server-key-0001');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await notesOf(frank)).toHaveLength(1);
    const bad = await put(frank, 'x', 'bad key!');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_idempotency_key');
  });
});
