// Real feed imports through the API: over HTTP from a local server (so ALLOW_PRIVATE_FEED_URLS is on)
// and as uploaded files. Idempotent by GUID, all-or-nothing, transcripts and chapters fetched and stored.
import { feedImportResult } from '@rooted/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp } from '../../../../test/test-app';
import { episodeTranscriptSegments, feedRefreshLog, podcastEpisodes, podcasts } from '../../../db/schema';
import { startFeedTestServer } from './fixtures/feed-test-server';
import { fixture } from './fixtures/read-fixture';

const server = await startFeedTestServer();
const t = await createTestApp({ ALLOW_PRIVATE_FEED_URLS: 'true' });
const admin = await createSignedInUser(t, { admin: true });
const { db } = t.deps;

const importUrl = (feedUrl: string, extra: Record<string, string> = {}) =>
  t.request('/api/podcasts/import', { method: 'POST', cookie: admin.cookie, json: { feedUrl, ...extra } });

function upload(text: string, name = 'feed.xml') {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'application/rss+xml' }));
  return t.request('/api/podcasts/import', { method: 'POST', cookie: admin.cookie, body: form });
}

async function episodesOf(podcastId: string) {
  return db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, podcastId)).orderBy(asc(podcastEpisodes.pubdate));
}

describe('import by URL', () => {
  it('creates the podcast with its episodes, and a second import updates without duplicating', async () => {
    const first = await importUrl(`${server.url}/itunes.xml`);
    expect(first.status).toBe(201);
    const result = feedImportResult.parse(await first.json());
    expect(result).toMatchObject({ created: true, episodesAdded: 3, episodesUpdated: 0, episodesSkipped: 0 });
    const [podcast] = await db.select().from(podcasts).where(eq(podcasts.id, result.podcast.id));
    expect(podcast).toMatchObject({
      name: 'Fixture Gospel Hour',
      internalName: 'fixture-gospel-hour',
      slug: 'fixture-gospel-hour',
      author: 'Fixture Ministries',
      status: 'active',
      feedUrl: `${server.url}/itunes.xml`,
    });
    expect(podcast!.lastRefreshedAt).toBeInstanceOf(Date);
    const before = await episodesOf(result.podcast.id);
    expect(before.map((e) => e.title)).toEqual(['Trailer', 'Mark 1: The Beginning', 'Mark 2: The Paralysed Man']);

    const again = await importUrl(`${server.url}/itunes.xml`);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, episodesAdded: 0, episodesUpdated: 3 });
    const after = await episodesOf(result.podcast.id);
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
  });

  it('fetches and stores Podcasting 2.0 transcripts and chapters, and fetches them again only when their URL changes', async () => {
    const res = await importUrl(`${server.url}/podcasting20.xml`);
    const result = feedImportResult.parse(await res.json());
    expect(result).toMatchObject({ episodesAdded: 6, transcriptsFetched: 5, chaptersFetched: 1 });
    expect(result.warnings).toEqual([expect.stringContaining('1 transcript(s) could not be fetched')]);
    const [vtt] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.guid, 'p20-vtt'));
    expect(vtt!.chapters).toEqual([
      { start: 0, title: 'Introduction' },
      { start: 95, title: 'The shepherd', url: 'https://example.org/psalm-23' },
      { start: 300, title: 'Closing prayer' },
    ]);
    expect(vtt).toMatchObject({ seasonNumber: 2, episodeNumber: 5, transcriptUrl: `${server.url}/transcripts/episode.vtt` });
    const segments = await db
      .select()
      .from(episodeTranscriptSegments)
      .where(eq(episodeTranscriptSegments.episodeId, vtt!.id))
      .orderBy(asc(episodeTranscriptSegments.position));
    expect(segments.map((s) => s.text)).toEqual([
      'Anna: Welcome to the show. Today we read Psalm 23.',
      'Ben: The Lord is my shepherd & I lack nothing.',
      'After a pause, a new thought.',
    ]);
    const [text] = await db.select().from(podcastEpisodes).where(eq(podcastEpisodes.guid, 'p20-text'));
    expect(text!.chapters).toEqual([
      { start: 0, title: 'Opening' },
      { start: 90, title: 'Reading', url: 'https://example.org/reading' },
    ]);

    const hitsBefore = server.hits.length;
    await importUrl(`${server.url}/podcasting20.xml`);
    // Only the feed and the transcript that failed last time are fetched again.
    expect(server.hits.slice(hitsBefore).sort()).toEqual(['/podcasting20.xml', '/transcripts/does-not-exist.vtt']);
  });

  it('keeps the first of duplicate GUIDs and says so', async () => {
    const result = feedImportResult.parse(await (await importUrl(`${server.url}/duplicate-guids.xml`)).json());
    expect(result).toMatchObject({ episodesAdded: 2, episodesSkipped: 1 });
    expect(result.warnings).toEqual([expect.stringContaining('repeated a GUID')]);
  });

  it('imports a sparse feed, skipping items without audio', async () => {
    const result = feedImportResult.parse(await (await importUrl(`${server.url}/missing-fields.xml`)).json());
    expect(result).toMatchObject({ episodesAdded: 3, episodesSkipped: 1 });
  });
});

describe('broken feeds change nothing', () => {
  it('a feed that turns malformed leaves the podcast as it was and logs the failure', async () => {
    server.override('/changing.xml', (res) => res.end(fixture('itunes.xml').replace('Fixture Gospel Hour', 'Fixture Changing')));
    const created = feedImportResult.parse(await (await importUrl(`${server.url}/changing.xml`)).json());
    const before = await episodesOf(created.podcast.id);
    server.override('/changing.xml', (res) => res.end(fixture('malformed.xml')));
    const res = await t.request(`/api/podcasts/${created.podcast.id}/refresh`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'feed_malformed', message: expect.stringContaining('malformed') } });
    expect(await episodesOf(created.podcast.id)).toEqual(before);
    const log = await db.select().from(feedRefreshLog).where(and(eq(feedRefreshLog.podcastId, created.podcast.id), eq(feedRefreshLog.ok, false)));
    expect(log).toHaveLength(1);
  });

  it('a failure half-way through writing rolls back every change of that import', async () => {
    server.override('/halfway.xml', (res) => res.end(fixture('itunes.xml').replace('Fixture Gospel Hour', 'Fixture Halfway')));
    const created = feedImportResult.parse(await (await importUrl(`${server.url}/halfway.xml`)).json());
    const before = await episodesOf(created.podcast.id);
    // The database refuses the last new episode, after the earlier ones were already written.
    await db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.guid = 'boom' then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger refuse_boom before insert on podcast_episodes for each row execute function refuse_boom();`);
    const changed = fixture('itunes.xml')
      .replace('Fixture Gospel Hour', 'Fixture Halfway')
      .replaceAll('<title>Mark', '<title>Renamed Mark')
      .replace('</channel>', '<item><guid>new-1</guid><title>New</title><enclosure url="https://x.org/n.mp3"/></item><item><guid>boom</guid><title>Boom</title><enclosure url="https://x.org/b.mp3"/></item></channel>');
    server.override('/halfway.xml', (res) => res.end(changed));
    const res = await t.request(`/api/podcasts/${created.podcast.id}/refresh`, { method: 'POST', cookie: admin.cookie });
    await db.execute(sql`drop trigger refuse_boom on podcast_episodes; drop function refuse_boom();`);
    expect(res.status).toBe(500);
    expect(await episodesOf(created.podcast.id)).toEqual(before);
  });

  it.each([
    ['not-xml.json', 400, 'feed_not_xml'],
    ['web-page.html', 400, 'feed_not_rss'],
    ['atom.xml', 400, 'feed_not_rss'],
    ['truncated.xml', 400, 'feed_malformed'],
    ['missing.xml', 502, 'feed_http_status'],
  ])('%s → %s %s', async (file, status, code) => {
    const res = await importUrl(`${server.url}/${file}`);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it('refuses a feed over the size cap', async () => {
    const { oversizedFeed } = await import('./fixtures/oversized');
    const big = oversizedFeed(10 * 1024 * 1024 + 1);
    server.override('/oversized.xml', (res) => res.end(big));
    const res = await importUrl(`${server.url}/oversized.xml`);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'feed_too_large', message: 'The feed is larger than the 10 MB limit.' } });
    const uploaded = await upload(big);
    expect(uploaded.status).toBe(413);
  });

  it('refuses non-http URLs', async () => {
    const res = await importUrl('file:///etc/passwd');
    expect(res.status).toBe(400);
  });
});

describe('import by file upload', () => {
  it('imports an uploaded feed under a chosen name, and re-uploading it updates the same podcast', async () => {
    const form = new FormData();
    form.set('file', new File([fixture('itunes.xml')], 'feed.xml'));
    form.set('podcastName', 'Gospel Hour Upload');
    const res = await t.request('/api/podcasts/import', { method: 'POST', cookie: admin.cookie, body: form });
    expect(res.status).toBe(201);
    const result = feedImportResult.parse(await res.json());
    expect(result.podcast).toMatchObject({ name: 'Gospel Hour Upload', slug: 'gospel-hour-upload' });
    const again = await t.request('/api/podcasts/import', { method: 'POST', cookie: admin.cookie, body: form });
    expect(await again.json()).toMatchObject({ created: false, episodesAdded: 0, episodesUpdated: 3 });
  });

  it('reports a malformed upload', async () => {
    const res = await upload(fixture('malformed.xml'));
    expect(res.status).toBe(400);
  });
});

describe('SSRF protection is on by default', () => {
  it('refuses loopback feed URLs when ALLOW_PRIVATE_FEED_URLS is off', async () => {
    const strict = await createTestApp();
    const strictAdmin = await createSignedInUser(strict, { admin: true });
    const res = await strict.request('/api/podcasts/import', {
      method: 'POST',
      cookie: strictAdmin.cookie,
      json: { feedUrl: `${server.url}/itunes.xml` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('feed_url_blocked');
  });
});
