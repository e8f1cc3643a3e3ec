// API tests of the SPEC §4 saving rules as the server enforces them, through the real app and database.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { statementsDuring } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

const EPISODE = 'psalms-1-the-lord-is-my-shepherd';
const DURATION = 51.476; // seeded duration of that episode
const at = (percent: number) => (DURATION * percent) / 100;

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});

async function save(user: TestUser, progress: number, positionSeconds = at(progress), episodeId = EPISODE) {
  const res = await t.request(`/api/progress/${episodeId}`, {
    method: 'PUT',
    json: { progress, positionSeconds },
    cookie: user.cookie,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      saved: boolean;
      progress: { progress: number; positionSeconds: number } | null;
    },
  };
}

async function stored(user: TestUser, episodeId = EPISODE) {
  const res = await t.request(`/api/progress/${episodeId}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { progress: { progress: number; positionSeconds: number } | null }).progress;
}

async function reset(user: TestUser, episodeId = EPISODE) {
  return t.request(`/api/progress/${episodeId}`, { method: 'DELETE', cookie: user.cookie });
}

describe('progress API (SPEC §4 saving rules, enforced by the server)', () => {
  it('visitors are not tracked: every progress call needs a session', async () => {
    expect((await t.request(`/api/progress/${EPISODE}`)).status).toBe(401);
    expect(
      (
        await t.request(`/api/progress/${EPISODE}`, {
          method: 'PUT',
          json: { progress: 50, positionSeconds: 20 },
        })
      ).status,
    ).toBe(401);
    expect((await t.request(`/api/progress/${EPISODE}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('a first value under 5 points writes nothing; 5 or more creates the record', async () => {
    expect((await save(alice, 3)).body).toEqual({ saved: false, progress: null });
    expect(await stored(alice)).toBeNull();
    const { body } = await save(alice, 20);
    expect(body.saved).toBe(true);
    expect(body.progress?.progress).toBe(20);
    expect(body.progress?.positionSeconds).toBeCloseTo(at(20));
  });

  it('saving out of order never lowers progress, but keeps the new resume position', async () => {
    const { body } = await save(alice, 10);
    expect(body.saved).toBe(false);
    expect(body.progress?.progress).toBe(20);
    expect((await stored(alice))?.positionSeconds).toBeCloseTo(at(10));
  });

  it('a change under 5 points is ignored; 5 points is saved', async () => {
    expect((await save(alice, 24)).body.saved).toBe(false);
    expect((await stored(alice))?.progress).toBe(20);
    expect((await save(alice, 25)).body.progress?.progress).toBe(25);
  });

  it('90 or more is stored as 100, even when the step is under 5 points', async () => {
    await save(alice, 88);
    expect((await stored(alice))?.progress).toBe(88);
    const { body } = await save(alice, 90);
    expect(body).toMatchObject({ saved: true, progress: { progress: 100 } });
    expect((await save(alice, 95)).body.saved).toBe(false);
    expect((await stored(alice))?.progress).toBe(100);
  });

  it('reset deletes the record, and saving starts again from nothing', async () => {
    expect((await reset(alice)).status).toBe(204);
    expect(await stored(alice)).toBeNull();
    expect((await save(alice, 30)).body.progress?.progress).toBe(30);
  });

  it('a client cannot claim more progress than its playback position supports', async () => {
    const other = 'psalms-2-why-so-downcast';
    const { body } = await save(alice, 100, 0, other);
    // Position 0 supports at most the 10-point allowance for imprecise feed durations.
    expect(body.progress?.progress).toBe(10);
    expect((await save(alice, 100, 52.329, other)).body.progress?.progress).toBe(100);
  });

  it("a user cannot write, reset or read another user's progress", async () => {
    await save(alice, 40);
    expect((await stored(alice))?.progress).toBe(40);
    // Bob's calls touch only Bob's own record, whatever he sends.
    const sneaky = await t.request(`/api/progress/${EPISODE}`, {
      method: 'PUT',
      json: { progress: 5, positionSeconds: 1, userId: alice.id },
      cookie: bob.cookie,
    });
    expect(sneaky.status).toBe(400);
    await save(bob, 60);
    expect((await reset(bob)).status).toBe(204);
    expect(await stored(bob)).toBeNull();
    expect((await stored(alice))?.progress).toBe(40);
  });

  it('rejects bad input and unknown episodes', async () => {
    const bad = await t.request(`/api/progress/${EPISODE}`, {
      method: 'PUT',
      json: { progress: 150, positionSeconds: 1 },
      cookie: alice.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await save(alice, 50, 10, 'no-such-episode')).status).toBe(404);
  });

  it('concurrent saves keep the highest valid value', async () => {
    const episode = 'psalms-3-be-still-and-know';
    const values = [10, 30, 50, 20, 40];
    await Promise.all(values.map((p) => save(alice, p, (55.216 * p) / 100, episode)));
    expect((await stored(alice, episode))?.progress).toBe(50);
  });

  it('saves of many listeners at once are written together (one insert, one update), each by its own rule', async () => {
    const episode = 'psalms-1-the-lord-is-my-shepherd';
    const listeners = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(t)));
    const { statements: names } = await statementsDuring(t.deps.pool, async () => {
      // First records: each listener's own value (the first under 5 points writes nothing).
      const first = await Promise.all(listeners.map((l, i) => save(l, i * 10, at(i * 10), episode)));
      expect(first.map((r) => r.body.progress?.progress ?? null)).toEqual([null, 10, 20, 30, 40, 50]);
      // Then updates: rising values are saved, a lower one keeps the stored value.
      const second = await Promise.all(listeners.map((l, i) => save(l, i % 2 ? 70 : 5, at(70), episode)));
      expect(second.map((r) => r.body.progress?.progress ?? null)).toEqual([5, 70, 20, 70, 40, 70]);
    });
    expect(names.filter((n) => n.startsWith('progress_save_insert')).length).toBeLessThanOrEqual(2);
    expect(names.filter((n) => n.startsWith('progress_save_update')).length).toBeLessThanOrEqual(2);
    for (const [i, l] of listeners.entries())
      expect((await stored(l, episode))?.progress).toBe([5, 70, 20, 70, 40, 70][i]);
  });

  it('two saves of the same record written together both count: the higher value is kept', async () => {
    const episode = 'psalms-1-the-lord-is-my-shepherd';
    const listener = await createSignedInUser(t);
    await Promise.all([save(listener, 30, at(30), episode), save(listener, 60, at(60), episode)]);
    expect((await stored(listener, episode))?.progress).toBe(60);
    await Promise.all([save(listener, 80, at(80), episode), save(listener, 65, at(65), episode)]);
    expect((await stored(listener, episode))?.progress).toBe(80);
  });

  it('a save rewrites its record in place (issue 13): no index covers what a save changes, so it is a HOT update', async () => {
    const listener = await createSignedInUser(t);
    expect((await save(listener, 30)).body.progress?.progress).toBe(30);
    // The columns a save sets (features/progress/progress-writes.ts): none may be in an index.
    const { rows: indexed } = await t.deps.pool.query<{ column: string }>(
      `SELECT a.attname AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
       WHERE i.indrelid = 'user_episode_progress'::regclass`,
    );
    const saved = ['progress', 'position_seconds', 'last_listened_at', 'updated_at'];
    expect(indexed.map((r) => r.column).filter((c) => saved.includes(c))).toEqual([]);
    // And the page has room for the new version: PostgreSQL counts the update as HOT.
    const client = await t.deps.pool.connect();
    try {
      await client.query('BEGIN');
      // This backend's counts (they include its earlier, not yet reported transactions): read before and after.
      const counts = async () =>
        (
          await client.query<{ updated: number; hot: number }>(
            `SELECT pg_stat_get_xact_tuples_updated('user_episode_progress'::regclass)::int AS updated,
                    pg_stat_get_xact_tuples_hot_updated('user_episode_progress'::regclass)::int AS hot`,
          )
        ).rows[0]!;
      const before = await counts();
      await client.query(
        `UPDATE user_episode_progress SET progress = 40, position_seconds = 20, last_listened_at = now(), updated_at = now()
         WHERE user_id = $1 AND episode_id = $2`,
        [listener.id, EPISODE],
      );
      const after = await counts();
      expect({ updated: after.updated - before.updated, hot: after.hot - before.hot }).toEqual({
        updated: 1,
        hot: 1,
      });
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
