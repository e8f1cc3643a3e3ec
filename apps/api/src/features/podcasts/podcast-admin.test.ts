// Admin-only writes on podcasts: the role is checked on the server for every request (SPEC §6, DESIGN 7).
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';

const t = await createTestApp();
const user = await createSignedInUser(t);
const admin = await createSignedInUser(t, { admin: true });

async function podcastId(name: string): Promise<string> {
  const res = await t.request(`/api/podcasts/${name}`, { cookie: admin.cookie });
  return ((await res.json()) as { podcast: { id: string } }).podcast.id;
}
const graceId = await podcastId('grace-notes');

const edit = {
  name: 'Grace Notes Renamed',
  internalName: 'grace-notes',
  description: 'New description',
  author: 'Rooted',
  artworkUrl: '/media/demo/artwork/grace-notes.svg',
  status: 'active',
  podcastOrder: 5,
  feedUrl: null,
};

describe('admin-only podcast writes', () => {
  it.each([
    ['PATCH', `/api/podcasts/${graceId}`, edit],
    ['POST', '/api/podcasts/import', { feedUrl: 'https://example.org/feed.xml' }],
    ['POST', `/api/podcasts/${graceId}/refresh`, undefined],
    ['GET', `/api/podcasts/${graceId}/episode-options`, undefined],
  ])('%s %s: 401 for visitors, 403 for signed-in non-admins', async (method, path, json) => {
    expect((await t.request(path, { method, json })).status).toBe(401);
    expect((await t.request(path, { method, json, cookie: user.cookie })).status).toBe(403);
  });

  it('lets an admin edit a podcast; the slug follows the name', async () => {
    const res = await t.request(`/api/podcasts/${graceId}`, { method: 'PATCH', cookie: admin.cookie, json: edit });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ podcast: { id: graceId, name: 'Grace Notes Renamed', slug: 'grace-notes-renamed' } });
    const page = await t.request('/api/podcasts/grace-notes-renamed');
    expect(await page.json()).toMatchObject({ podcast: { description: 'New description', podcastOrder: 5 } });
  });

  it('hiding a podcast hides it from everyone but admins', async () => {
    await t.request(`/api/podcasts/${graceId}`, { method: 'PATCH', cookie: admin.cookie, json: { ...edit, status: 'hidden' } });
    expect((await t.request('/api/podcasts/grace-notes', { cookie: user.cookie })).status).toBe(404);
    expect((await t.request('/api/series/parables-of-grace')).status).toBe(404);
    expect((await t.request('/api/episodes/parables-1-the-prodigal-son')).status).toBe(404);
    expect((await t.request('/api/series/parables-of-grace', { cookie: admin.cookie })).status).toBe(200);
    await t.request(`/api/podcasts/${graceId}`, { method: 'PATCH', cookie: admin.cookie, json: edit });
    expect((await t.request('/api/series/parables-of-grace')).status).toBe(200);
  });

  it('validates on the server', async () => {
    const bad = await t.request(`/api/podcasts/${graceId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { ...edit, internalName: 'Not Valid', feedUrl: 'ftp://x', status: 'gone' },
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain('internalName');
    expect(error.message).toContain('feedUrl');
  });

  it('refuses a name another podcast already has (409)', async () => {
    const res = await t.request(`/api/podcasts/${graceId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { ...edit, name: 'the daily scroll (demo)' },
    });
    expect(res.status).toBe(409);
  });

  it('refresh needs a feed URL', async () => {
    const res = await t.request(`/api/podcasts/${graceId}/refresh`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(400);
  });

  it('lists a podcast’s episodes with their series for the series editor', async () => {
    const res = await t.request(`/api/podcasts/${graceId}/episode-options`, { cookie: admin.cookie });
    const { episodes } = (await res.json()) as { episodes: { id: string; seriesIds: string[] }[] };
    expect(episodes).toHaveLength(4);
    expect(episodes[0]).toMatchObject({ id: 'parables-1-the-prodigal-son', seriesIds: ['parables-of-grace'] });
  });

  it('answers 404 for a malformed podcast id', async () => {
    expect((await t.request('/api/podcasts/not-a-uuid', { method: 'PATCH', cookie: admin.cookie, json: edit })).status).toBe(404);
  });
});
