// Episodes: the searchable list, the episode page, transcripts (full only for supporters where the series
// allows it, SPEC §1, enforced here) and admin edits of study content.
import { episodeDetailResponse, transcriptResponse } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
const user = await createSignedInUser(t);
const supporter = await createSignedInUser(t, { supporter: true });
const admin = await createSignedInUser(t, { admin: true });

const json = async (path: string, cookie?: string) => (await t.request(path, { cookie })).json() as Promise<Record<string, unknown>>;

describe('GET /api/episodes', () => {
  it('lists published episodes of visible podcasts, newest first, paginated', async () => {
    const page = await json('/api/episodes?pageSize=5');
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: 15 });
    expect((await json('/api/episodes?pageSize=5', admin.cookie)).total).toBe(16);
  });

  it('searches titles case-insensitively, from 2 characters (SPEC §5)', async () => {
    const found = await json('/api/episodes?q=SHEPHERD');
    expect((found.items as { title: string }[]).map((e) => e.title)).toEqual(['The Lord Is My Shepherd']);
    expect(found.total).toBeGreaterThan(0);
    expect((await json('/api/episodes?q=x')).total).toBe(15);
    expect((await json('/api/episodes?q=100%25')).total).toBe(0);
  });
});

describe('GET /api/episodes/:id', () => {
  it('returns the episode page data', async () => {
    const { episode } = episodeDetailResponse.parse(await json('/api/episodes/parables-1-the-prodigal-son'));
    expect(episode).toMatchObject({
      title: 'The Prodigal Son',
      podcast: { name: 'Grace Notes (Demo)', slug: 'grace-notes-(demo)' },
      series: [{ id: 'parables-of-grace', name: 'Parables of Grace' }],
      audioUrl: '/media/demo/audio/parables-1-the-prodigal-son.mp3',
      hasTranscript: true,
    });
    expect(episode.outline.length).toBeGreaterThan(2);
    expect(episode.chapters[0]).toMatchObject({ title: 'Introduction' });
  });

  it('hides episodes of hidden podcasts from non-admins', async () => {
    expect((await t.request('/api/episodes/quiet-hours-an-evening-examen')).status).toBe(404);
    expect((await t.request('/api/episodes/quiet-hours-an-evening-examen', { cookie: user.cookie })).status).toBe(404);
    expect((await t.request('/api/episodes/quiet-hours-an-evening-examen', { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request('/api/episodes/quiet-hours-an-evening-examen/transcript')).status).toBe(404);
  });
});

describe('transcripts: full for supporters where the series allows it, otherwise snippets', () => {
  const transcript = async (id: string, cookie?: string) => transcriptResponse.parse(await json(`/api/episodes/${id}/transcript`, cookie));

  it('gives visitors and free users snippets of a series that allows full transcripts', async () => {
    for (const cookie of [undefined, user.cookie]) {
      const result = await transcript('parables-1-the-prodigal-son', cookie);
      expect(result).toMatchObject({ mode: 'snippets', reason: 'supporter_required', timed: true, totalSegments: 7 });
      expect(result.segments.map((s) => s.position)).toEqual([0, 3, 6]);
      expect(result.segments.every((s) => s.text.length <= 201)).toBe(true);
    }
  });

  it('gives supporters the full transcript of that series', async () => {
    const result = await transcript('parables-1-the-prodigal-son', supporter.cookie);
    expect(result).toMatchObject({ mode: 'full', reason: null, totalSegments: 7 });
    expect(result.segments).toHaveLength(7);
  });

  it('gives even supporters only snippets when the series does not allow full transcripts', async () => {
    const result = await transcript('letters-1-saved-by-grace', supporter.cookie);
    expect(result).toMatchObject({ mode: 'snippets', reason: 'series_snippets_only' });
    expect(result.segments.length).toBeLessThanOrEqual(3);
  });
});

describe('PATCH /api/episodes/:id (admin)', () => {
  const changes = {
    summary: 'A ==new== summary',
    outline: ['One', 'Two'],
    discussionQuestions: ['Why?', 'How?'],
    chapters: [
      { start: 30, title: 'Later' },
      { start: 0, title: 'Start' },
    ],
  };

  it('is refused to visitors (401) and non-admins (403)', async () => {
    const path = '/api/episodes/daily-scroll-welcome';
    expect((await t.request(path, { method: 'PATCH', json: changes })).status).toBe(401);
    expect((await t.request(path, { method: 'PATCH', json: changes, cookie: supporter.cookie })).status).toBe(403);
  });

  it('saves study content, sorts chapters by time', async () => {
    const res = await t.request('/api/episodes/daily-scroll-welcome', { method: 'PATCH', json: changes, cookie: admin.cookie });
    expect(res.status).toBe(200);
    const { episode } = episodeDetailResponse.parse(await json('/api/episodes/daily-scroll-welcome'));
    expect(episode).toMatchObject({ summary: 'A ==new== summary', outline: ['One', 'Two'], discussionQuestions: ['Why?', 'How?'] });
    expect(episode.chapters.map((c) => c.title)).toEqual(['Start', 'Later']);
  });

  it('validates: empty questions and bad chapter links are refused', async () => {
    const res = await t.request('/api/episodes/daily-scroll-welcome', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { discussionQuestions: ['  '], chapters: [{ start: -1, title: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown episode', async () => {
    expect((await t.request('/api/episodes/nope', { method: 'PATCH', json: changes, cookie: admin.cookie })).status).toBe(404);
  });
});
