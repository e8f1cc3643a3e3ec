// API tests of the Continue Listening card (SPEC §2, §4 card types) over the seeded demo series.
import type { ContinuationCard } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Letters from Prison: no end date (current), four episodes.
const LETTERS = [
  'letters-1-saved-by-grace',
  'letters-2-joy-in-chains',
  'letters-3-the-peace-that-guards',
  'letters-4-more-than-a-slave',
];

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await createSignedInUser(t);
});

async function card(path: string, cookie?: string): Promise<ContinuationCard> {
  const res = await t.request(`/api/continue-listening/${path}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { card: ContinuationCard }).card;
}

async function complete(episodeId: string) {
  const res = await t.request(`/api/progress/${episodeId}`, {
    method: 'PUT',
    json: { progress: 100, positionSeconds: 3600 },
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
}

describe('Continue Listening card (SPEC §4 series continuation card types)', () => {
  it('visitors get auth-required', async () => {
    const c = await card('series/letters-from-prison');
    expect(c).toMatchObject({
      type: 'auth-required',
      completedCount: 0,
      totalCount: 4,
      kind: 'series',
      seriesName: 'Letters from Prison',
    });
  });

  it("a signed-in user with no progress gets 'Start the Series' on the first episode", async () => {
    const c = await card('series/letters-from-prison', user.cookie);
    expect(c).toMatchObject({
      type: 'continue',
      continueLabel: 'Start the Series',
      completedCount: 0,
      totalCount: 4,
    });
    expect(c.targetEpisode?.id).toBe(LETTERS[0]);
    expect(c.targetEpisode?.audioUrl).toMatch(/^\/media\/demo\/audio\//);
    // Current series, latest episode differs from the target: Latest Episode shows.
    expect(c.latestEpisode?.id).toBe(LETTERS[3]);
  });

  it("after finishing the first episode it reads 'Continue the Series' and targets the next", async () => {
    await complete(LETTERS[0]!);
    const c = await card('series/letters-from-prison', user.cookie);
    expect(c).toMatchObject({ type: 'continue', continueLabel: 'Continue the Series', completedCount: 1 });
    expect(c.targetEpisode?.id).toBe(LETTERS[1]);
  });

  it('when the target is the latest episode, Latest Episode is hidden', async () => {
    await complete(LETTERS[1]!);
    await complete(LETTERS[2]!);
    const c = await card('series/letters-from-prison', user.cookie);
    expect(c.targetEpisode?.id).toBe(LETTERS[3]);
    expect(c.latestEpisode).toBeNull();
  });

  it('completed once every episode is at 90 or more', async () => {
    await complete(LETTERS[3]!);
    const c = await card('series/letters-from-prison', user.cookie);
    expect(c).toMatchObject({ type: 'completed', completedCount: 4, totalCount: 4 });
    // The completed card replays from the first episode, so a current series still offers its latest.
    expect(c.targetEpisode?.id).toBe(LETTERS[0]);
    expect(c.latestEpisode?.id).toBe(LETTERS[3]);
  });

  it('an ended series never shows Latest Episode', async () => {
    const c = await card('series/psalms-for-the-weary', user.cookie);
    expect(c.type).toBe('continue');
    expect(c.latestEpisode).toBeNull();
  });

  it("an episode outside any series gets its podcast's standalone card", async () => {
    const c = await card('episodes/daily-scroll-welcome', user.cookie);
    expect(c).toMatchObject({ kind: 'standalone', seriesId: null, podcastSlug: 'the-daily-scroll-(demo)' });
    expect(c.totalCount).toBeGreaterThan(0);
  });

  it("progress belongs to its user: another user's card is untouched", async () => {
    const other = await createSignedInUser(t);
    const c = await card('series/letters-from-prison', other.cookie);
    expect(c).toMatchObject({ type: 'continue', continueLabel: 'Start the Series', completedCount: 0 });
  });

  it('unknown series → 404', async () => {
    expect((await t.request('/api/continue-listening/series/nope')).status).toBe(404);
  });
});
