// Series: the list, a series page with each episode's progress state (SPEC §4) for signed-in users,
// visibility through the podcast (SPEC §6), and admin create/update/delete in one transaction.
import { seriesDetailResponse, seriesEditorResponse, seriesListResponse } from '@rooted/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { podcastEpisodes, podcasts, recaps, userEpisodeProgress } from '../../db/schema';

const t = await createTestApp();
const user = await createSignedInUser(t);
const admin = await createSignedInUser(t, { admin: true });
const { db } = t.deps;
const [daily] = await db.select().from(podcasts).where(eq(podcasts.internalName, 'daily-scroll'));
const [grace] = await db.select().from(podcasts).where(eq(podcasts.internalName, 'grace-notes'));

const json = async (path: string, cookie?: string) => (await t.request(path, { cookie })).json();

describe('GET /api/series', () => {
  it('lists the series of visible podcasts with counts and whether each is current', async () => {
    const { series } = seriesListResponse.parse(await json('/api/series'));
    const byId = Object.fromEntries(series.map((s) => [s.id, s]));
    expect(Object.keys(byId).sort()).toEqual(['letters-from-prison', 'parables-of-grace', 'psalms-for-the-weary']);
    expect(byId['psalms-for-the-weary']).toMatchObject({ episodeCount: 5, endDate: '2026-02-09', podcast: { name: 'The Daily Scroll (Demo)' } });
    expect(byId['letters-from-prison']).toMatchObject({ episodeCount: 4, endDate: null, isCurrent: true });
  });
});

describe('GET /api/series/:id', () => {
  it('lists episodes in publication order without progress for visitors', async () => {
    const detail = seriesDetailResponse.parse(await json('/api/series/parables-of-grace'));
    expect(detail.episodes.map((e) => e.id)).toEqual([
      'parables-1-the-prodigal-son',
      'parables-2-the-lost-sheep-and-coin',
      'parables-3-the-good-samaritan',
      'parables-4-the-workers-in-the-vineyard',
    ]);
    expect(detail.episodes.every((e) => e.progressState === null)).toBe(true);
    expect(detail.latestEpisodeId).toBe('parables-4-the-workers-in-the-vineyard');
    // The page's count is its list's length, as the series list counts published episodes.
    expect(detail.series.episodeCount).toBe(4);
    expect(detail.recaps).toEqual([{ recapId: 'recap-parables-of-grace', title: expect.any(String) }]);
    expect(detail.signedIn).toBe(false);
  });

  it('shows a signed-in user not started / in progress / complete per episode (SPEC §4)', async () => {
    await db.insert(userEpisodeProgress).values([
      { userId: user.id, episodeId: 'parables-1-the-prodigal-son', progress: 100 },
      { userId: user.id, episodeId: 'parables-2-the-lost-sheep-and-coin', progress: 45 },
      { userId: admin.id, episodeId: 'parables-3-the-good-samaritan', progress: 100 },
    ]);
    const detail = seriesDetailResponse.parse(await json('/api/series/parables-of-grace', user.cookie));
    expect(detail.episodes.map((e) => [e.progress, e.progressState])).toEqual([
      [100, 'complete'],
      [45, 'in_progress'],
      [null, 'not_started'],
      [null, 'not_started'],
    ]);
  });

  // The page is kept until the catalogue changes, serialised; whether it is current follows the clock.
  it('says whether the series is current on the day it is read, also while the page is kept', async () => {
    const read = async () => seriesDetailResponse.parse(await json('/api/series/psalms-for-the-weary', user.cookie)).series;
    expect(await read()).toMatchObject({ endDate: '2026-02-09', isCurrent: false, episodeCount: 5 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-02-08T23:59:00Z'));
      expect(await read()).toMatchObject({ endDate: '2026-02-09', isCurrent: true });
      vi.setSystemTime(new Date('2026-02-09T00:00:00Z'));
      expect((await read()).isCurrent).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an unknown series', async () => {
    expect((await t.request('/api/series/nope')).status).toBe(404);
  });

  // PostgreSQL writes the episode list of this answer itself: an empty series is still the contract's shape.
  it('answers a series without published episodes with an empty list', async () => {
    const input = { name: 'Empty Series', seriesPrefix: 'EMPTY', podcastId: daily!.id, episodeIds: [], recaps: [] };
    const created = await t.request('/api/series', { method: 'POST', json: input, cookie: admin.cookie });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const detail = seriesDetailResponse.parse(await json(`/api/series/${id}`, user.cookie));
    expect(detail).toMatchObject({ episodes: [], latestEpisodeId: null, recaps: [], signedIn: true });
    expect(detail.series).toMatchObject({ name: 'Empty Series', episodeCount: 0 });
    expect((await t.request(`/api/series/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
  });

  it("a title or summary with quotes, backslashes and line breaks comes back as it was stored", async () => {
    const tricky = 'He said "Abba" \\ then\nwept\t— “quietly” \u0001';
    const [first] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, 'parables-1-the-prodigal-son'));
    await db.update(podcastEpisodes).set({ title: tricky, summary: tricky }).where(eq(podcastEpisodes.id, first!.id));
    try {
      const detail = seriesDetailResponse.parse(await json('/api/series/parables-of-grace'));
      expect(detail.episodes[0]).toMatchObject({ id: first!.id, title: tricky, summary: tricky });
    } finally {
      await db.update(podcastEpisodes).set({ title: first!.title, summary: first!.summary }).where(eq(podcastEpisodes.id, first!.id));
    }
  });
});

describe('admin series editing', () => {
  const input = () => ({
    name: 'Fresh Series',
    seriesPrefix: 'FRESH',
    podcastId: daily!.id,
    description: 'New',
    startDate: '2026-01-01',
    endDate: null,
    allowFullTranscript: true,
    finalReflectionPrompt: 'What stayed with you?',
    episodeIds: ['daily-scroll-welcome', 'daily-scroll-for-god-so-loved'],
    recaps: [{ title: 'Fresh recap', body: '## Summary' }],
  });

  it('is refused to visitors (401) and non-admins (403)', async () => {
    expect((await t.request('/api/series', { method: 'POST', json: input() })).status).toBe(401);
    expect((await t.request('/api/series', { method: 'POST', json: input(), cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/series/parables-of-grace', { method: 'PUT', json: input(), cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/series/parables-of-grace', { method: 'DELETE', cookie: user.cookie })).status).toBe(403);
    expect((await t.request('/api/series/parables-of-grace/editor', { cookie: user.cookie })).status).toBe(403);
  });

  it('creates, edits (episodes, recaps, prefix) and deletes a series', async () => {
    const created = await t.request('/api/series', { method: 'POST', json: input(), cookie: admin.cookie });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toBe('fresh-series');
    let editor = seriesEditorResponse.parse(await json(`/api/series/${id}/editor`, admin.cookie));
    expect(editor.episodeIds.sort()).toEqual(['daily-scroll-for-god-so-loved', 'daily-scroll-welcome']);
    expect(editor.recaps).toEqual([{ recapId: 'recap-fresh-recap', title: 'Fresh recap', body: '## Summary' }]);

    const update = {
      ...input(),
      seriesPrefix: 'FRESH2',
      episodeIds: ['daily-scroll-welcome'],
      recaps: [{ recapId: 'recap-fresh-recap', title: 'Renamed recap', body: 'Body' }, { title: 'Second', body: '' }],
    };
    expect((await t.request(`/api/series/${id}`, { method: 'PUT', json: update, cookie: admin.cookie })).status).toBe(200);
    editor = seriesEditorResponse.parse(await json(`/api/series/${id}/editor`, admin.cookie));
    expect(editor.series.seriesPrefix).toBe('FRESH2');
    expect(editor.episodeIds).toEqual(['daily-scroll-welcome']);
    expect(editor.recaps.map((r) => r.title).sort()).toEqual(['Renamed recap', 'Second']);

    expect((await t.request(`/api/series/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await t.request(`/api/series/${id}`)).status).toBe(404);
    expect(await db.select().from(recaps).where(eq(recaps.seriesPrefix, 'FRESH2'))).toEqual([]);
  });

  it("refuses episodes of another podcast, and changes nothing (one transaction)", async () => {
    const before = await json('/api/series/parables-of-grace/editor', admin.cookie);
    const res = await t.request('/api/series/parables-of-grace', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { ...input(), name: 'Changed', seriesPrefix: 'POG', podcastId: grace!.id, episodeIds: ['parables-1-the-prodigal-son', 'daily-scroll-welcome'] },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('episode_not_in_podcast');
    expect(await json('/api/series/parables-of-grace/editor', admin.cookie)).toEqual(before);
  });

  it('refuses a prefix another series uses (409) and an end date before the start (400)', async () => {
    const clash = await t.request('/api/series', { method: 'POST', cookie: admin.cookie, json: { ...input(), seriesPrefix: 'PSW' } });
    expect(clash.status).toBe(409);
    const dates = await t.request('/api/series', {
      method: 'POST',
      cookie: admin.cookie,
      json: { ...input(), startDate: '2026-05-01', endDate: '2026-04-01' },
    });
    expect(dates.status).toBe(400);
    expect(((await dates.json()) as { error: { message: string } }).error.message).toContain('end date');
  });
});
