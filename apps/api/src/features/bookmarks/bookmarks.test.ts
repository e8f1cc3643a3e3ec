// Time-coded bookmarks (issue 9): a supporter feature enforced on the server, own rows only.
import type { Bookmark } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const EP1 = 'psalms-1-the-lord-is-my-shepherd';
let t: TestApp;
let supporter: TestUser;
let other: TestUser;
let free: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  supporter = await createSignedInUser(t, { supporter: true });
  other = await createSignedInUser(t, { supporter: true });
  free = await createSignedInUser(t);
});

const create = (user: TestUser, json: unknown) =>
  t.request('/api/bookmarks', { method: 'POST', json, cookie: user.cookie });
const list = async (user: TestUser, query = '') =>
  (
    (await (await t.request(`/api/bookmarks${query}`, { cookie: user.cookie })).json()) as {
      bookmarks: Bookmark[];
    }
  ).bookmarks;

describe('bookmarks API', () => {
  it('is for supporters: visitors get 401, free users 403 supporter_required', async () => {
    expect((await t.request('/api/bookmarks')).status).toBe(401);
    const res = await create(free, { episodeId: EP1, positionSeconds: 10 });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('supporter_required');
    expect((await t.request('/api/bookmarks', { cookie: free.cookie })).status).toBe(403);
  });

  it('saves the time with an optional, sanitised note and lists them in time order', async () => {
    const res = await create(supporter, {
      episodeId: EP1,
      positionSeconds: 30.5,
      note: 'The valley <script>x</script><b>here</b>',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { bookmark: Bookmark }).bookmark).toMatchObject({
      episodeId: EP1,
      positionSeconds: 30.5,
      note: 'The valley <b>here</b>',
    });
    expect((await create(supporter, { episodeId: EP1, positionSeconds: 5 })).status).toBe(201);
    expect((await list(supporter, `?episodeId=${EP1}`)).map((b) => [b.positionSeconds, b.note])).toEqual([
      [5, ''],
      [30.5, 'The valley <b>here</b>'],
    ]);
  });

  it('keeps a position past the end at the end, and refuses unknown episodes and bad times', async () => {
    const res = await create(supporter, { episodeId: EP1, positionSeconds: 9999 });
    const { bookmark } = (await res.json()) as { bookmark: Bookmark };
    expect(bookmark.positionSeconds).toBeCloseTo(51.476, 2);
    expect((await create(supporter, { episodeId: 'nope', positionSeconds: 1 })).status).toBe(404);
    expect((await create(supporter, { episodeId: EP1, positionSeconds: -1 })).status).toBe(400);
  });

  it("edits and deletes only the user's own bookmarks", async () => {
    const [mine] = await list(supporter);
    const patch = (user: TestUser, id: string) =>
      t.request(`/api/bookmarks/${id}`, { method: 'PATCH', json: { note: 'changed' }, cookie: user.cookie });
    const remove = (user: TestUser, id: string) =>
      t.request(`/api/bookmarks/${id}`, { method: 'DELETE', cookie: user.cookie });
    expect(await list(other)).toEqual([]);
    expect((await patch(other, mine!.id)).status).toBe(404);
    expect((await remove(other, mine!.id)).status).toBe(404);
    expect((await remove(other, 'not-a-uuid')).status).toBe(404);
    expect((await patch(supporter, mine!.id)).status).toBe(200);
    expect((await list(supporter)).find((b) => b.id === mine!.id)?.note).toBe('changed');
    expect((await remove(supporter, mine!.id)).status).toBe(204);
    expect((await list(supporter)).some((b) => b.id === mine!.id)).toBe(false);
  });
});
