// API tests of series subscriptions and the /subscriptions list.
import type { SubscriptionItem } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t);
});

const list = async (u: TestUser) =>
  (
    (await (await t.request('/api/subscriptions', { cookie: u.cookie })).json()) as {
      subscriptions: SubscriptionItem[];
    }
  ).subscriptions;

describe('series subscriptions', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/subscriptions')).status).toBe(401);
    expect((await t.request('/api/subscriptions/letters-from-prison', { method: 'PUT' })).status).toBe(401);
  });

  it('subscribes (idempotently), lists with progress, and unsubscribes', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request('/api/subscriptions/letters-from-prison', {
        method: 'PUT',
        cookie: user.cookie,
      });
      expect(await res.json()).toEqual({ subscribed: true });
    }
    await t.request('/api/progress/letters-1-saved-by-grace', {
      method: 'PUT',
      json: { progress: 95, positionSeconds: 54 },
      cookie: user.cookie,
    });
    const items = await list(user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      seriesId: 'letters-from-prison',
      seriesName: 'Letters from Prison',
      completedCount: 1,
      totalCount: 4,
    });

    const status = await t.request('/api/subscriptions/letters-from-prison', { cookie: user.cookie });
    expect(await status.json()).toEqual({ subscribed: true });
    await t.request('/api/subscriptions/letters-from-prison', { method: 'DELETE', cookie: user.cookie });
    expect(await list(user)).toEqual([]);
  });

  it('unknown series → 404', async () => {
    expect((await t.request('/api/subscriptions/nope', { method: 'PUT', cookie: user.cookie })).status).toBe(
      404,
    );
  });

  it("one user's subscriptions are invisible to another", async () => {
    const other = await createSignedInUser(t);
    await t.request('/api/subscriptions/psalms-for-the-weary', { method: 'PUT', cookie: user.cookie });
    expect(await list(other)).toEqual([]);
    await t.request('/api/subscriptions/psalms-for-the-weary', { method: 'DELETE', cookie: other.cookie });
    expect((await list(user)).map((s) => s.seriesId)).toEqual(['psalms-for-the-weary']);
  });
});
