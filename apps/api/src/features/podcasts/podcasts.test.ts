// The catalog's visibility rule (SPEC §6: hidden podcasts only for admins) and the podcast pages' data.
import { podcastDetailResponse, podcastListResponse } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { userEpisodeProgress } from '../../db/schema';

const t = await createTestApp();
const user = await createSignedInUser(t);
const admin = await createSignedInUser(t, { admin: true });

async function get(path: string, cookie?: string) {
  const res = await t.request(path, { cookie });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('GET /api/podcasts', () => {
  it('lists active podcasts in podcast_order for visitors and users, each with its latest episode', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const { status, body } = await get('/api/podcasts', cookie);
      expect(status).toBe(200);
      const { podcasts } = podcastListResponse.parse(body);
      expect(podcasts.map((p) => p.name)).toEqual(['The Daily Scroll (Demo)', 'Grace Notes (Demo)']);
      expect(podcasts[1]!.latestEpisode?.title).toBe('The Workers in the Vineyard');
      expect(podcasts[0]!.episodeCount).toBe(11);
    }
  });

  it('shows hidden podcasts to admins', async () => {
    const { body } = await get('/api/podcasts', admin.cookie);
    const { podcasts } = podcastListResponse.parse(body);
    expect(podcasts.map((p) => [p.name, p.status])).toEqual([
      ['The Daily Scroll (Demo)', 'active'],
      ['Grace Notes (Demo)', 'active'],
      ['Quiet Hours (Demo)', 'hidden'],
    ]);
  });
});

describe('GET /api/podcasts/:podcastName', () => {
  it('resolves the slug of SPEC §2 (and the internal name) to the podcast, its series and standalone episodes', async () => {
    for (const name of ['the-daily-scroll-(demo)', 'daily-scroll', encodeURIComponent('The Daily Scroll (Demo)')]) {
      const { status, body } = await get(`/api/podcasts/${name}`);
      expect(status).toBe(200);
      const detail = podcastDetailResponse.parse(body);
      expect(detail.podcast.name).toBe('The Daily Scroll (Demo)');
      expect(detail.series.map((s) => s.name).sort()).toEqual(['Letters from Prison', 'Psalms for the Weary']);
      expect(detail.standaloneEpisodes.map((e) => e.title)).toEqual(['For God So Loved the World', 'Welcome to The Daily Scroll']);
      expect(detail.standaloneTotal).toBe(2);
      expect(detail.refreshLog).toBeUndefined();
    }
  });

  it('answers 404 for a hidden podcast unless the viewer is an admin', async () => {
    expect((await get('/api/podcasts/quiet-hours')).status).toBe(404);
    expect((await get('/api/podcasts/quiet-hours', user.cookie)).status).toBe(404);
    expect((await get('/api/podcasts/quiet-hours/episodes', user.cookie)).status).toBe(404);
    const { status, body } = await get('/api/podcasts/quiet-hours', admin.cookie);
    expect(status).toBe(200);
    expect(podcastDetailResponse.parse(body).refreshLog).toEqual([]);
  });

  it('answers 404 for an unknown podcast', async () => {
    expect((await get('/api/podcasts/no-such-show')).status).toBe(404);
  });
});

describe('GET /api/podcasts/:podcastName/episodes', () => {
  it('pages through published episodes, newest first', async () => {
    const first = await get('/api/podcasts/daily-scroll/episodes?pageSize=4');
    expect(first.body).toMatchObject({ page: 1, pageSize: 4, total: 11 });
    const items = first.body.items as { title: string; pubdate: string }[];
    expect(items).toHaveLength(4);
    expect([...items].sort((a, b) => b.pubdate.localeCompare(a.pubdate))).toEqual(items);
    const last = await get('/api/podcasts/daily-scroll/episodes?pageSize=4&page=3');
    expect(last.body.items).toHaveLength(3);
  });

  it('rejects a bad page number', async () => {
    expect((await get('/api/podcasts/daily-scroll/episodes?page=0')).status).toBe(400);
  });
});

describe('GET /api/podcasts/:podcastName/listen', () => {
  it('sends visitors to the latest episode', async () => {
    expect((await get('/api/podcasts/grace-notes/listen')).body).toEqual({
      episodeId: 'parables-4-the-workers-in-the-vineyard',
      positionSeconds: null,
    });
  });

  it('resumes where a listener left off, and moves on once that episode is complete', async () => {
    const listener = await createSignedInUser(t);
    const { db } = t.deps;
    await db.insert(userEpisodeProgress).values({ userId: listener.id, episodeId: 'parables-1-the-prodigal-son', progress: 40, positionSeconds: 33 });
    expect((await get('/api/podcasts/grace-notes/listen', listener.cookie)).body).toEqual({
      episodeId: 'parables-1-the-prodigal-son',
      positionSeconds: 33,
    });
    await db.update(userEpisodeProgress).set({ progress: 100 });
    expect((await get('/api/podcasts/grace-notes/listen', listener.cookie)).body).toEqual({
      episodeId: 'parables-2-the-lost-sheep-and-coin',
      positionSeconds: null,
    });
  });
});
