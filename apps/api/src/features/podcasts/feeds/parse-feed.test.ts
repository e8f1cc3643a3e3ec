import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/read-fixture';
import { parseFeed } from './parse-feed';

describe('parseFeed: iTunes tags', () => {
  const feed = parseFeed(fixture('itunes.xml'));

  it('reads the channel', () => {
    expect(feed.title).toBe('Fixture Gospel Hour');
    expect(feed.author).toBe('Fixture Ministries');
    expect(feed.artworkUrl).toBe('https://example.org/gospel-hour/cover.jpg');
    expect(feed.description).toBe('A **weekly** walk through the Gospels.\n\nHosted by two friends & a microphone.');
  });

  it('reads every episode field', () => {
    expect(feed.episodes).toHaveLength(3);
    const [latest] = feed.episodes;
    expect(latest).toMatchObject({
      guid: 'gospel-hour-0003',
      title: 'Mark 2: The Paralysed Man',
      audioUrl: 'https://cdn.example.org/audio/0003.mp3',
      audioType: 'audio/mpeg',
      imageUrl: 'https://example.org/gospel-hour/ep3.jpg',
      durationSeconds: 3723,
      episodeNumber: 3,
      seasonNumber: 1,
      transcript: null,
      chaptersUrl: null,
    });
    expect(latest!.pubdate?.toISOString()).toBe('2024-01-15T06:00:00.000Z');
  });

  it('turns show-note HTML into markdown, preferring the richer content:encoded', () => {
    expect(feed.episodes[0]!.summary).toBe(
      'Four friends dig through a *roof* (Mark 2:1-12).\n\n- Faith that acts\n- Forgiveness first\n\nNotes: [show notes](https://example.org/notes/3)',
    );
    expect(feed.episodes[1]!.summary).toBe('The beginning of the good news (Mark 1:1). **Bold** start.');
    expect(feed.episodes[2]!.summary).toBe('What this show is about.');
  });

  it('reads durations in seconds, MM:SS and HH:MM:SS', () => {
    expect(feed.episodes.map((e) => e.durationSeconds)).toEqual([3723, 1830, 125]);
  });
});

describe('parseFeed: Podcasting 2.0', () => {
  const feed = parseFeed(fixture('podcasting20.xml'), 'https://feeds.example.org/show/feed.xml');

  it('resolves relative links against the feed address', () => {
    expect(feed.artworkUrl).toBe('https://feeds.example.org/show/cover.png');
    expect(feed.episodes[0]!.audioUrl).toBe('https://feeds.example.org/show/audio/vtt.mp3');
    expect(feed.episodes[0]!.chaptersUrl).toBe('https://feeds.example.org/show/chapters/episode.json');
  });

  it('picks the best transcript format an episode offers (timed before plain text)', () => {
    expect(feed.episodes[0]!.transcript).toEqual({ url: 'https://feeds.example.org/show/transcripts/episode.vtt', format: 'vtt' });
    expect(feed.episodes.map((e) => e.transcript?.format)).toEqual(['vtt', 'srt', 'json', 'html', 'text', 'vtt']);
  });

  it('reads podcast:season and podcast:episode', () => {
    expect(feed.episodes[0]).toMatchObject({ seasonNumber: 2, episodeNumber: 5 });
  });

  it('reads Podlove chapters written in the feed', () => {
    expect(feed.episodes[4]!.inlineChapters).toEqual([
      { start: 0, title: 'Opening' },
      { start: 90, title: 'Reading', url: 'https://example.org/reading' },
    ]);
  });

  it('drops relative links when there is no feed address to resolve them (an uploaded file)', () => {
    const uploaded = parseFeed(fixture('podcasting20.xml'));
    expect(uploaded.episodes).toHaveLength(0);
    expect(uploaded.skippedNoAudio).toBe(6);
  });
});

describe('parseFeed: missing fields and duplicates', () => {
  it('fills what it can and skips items without audio', () => {
    const feed = parseFeed(fixture('missing-fields.xml'));
    expect(feed.title).toBe('Fixture Sparse Feed');
    expect(feed.description).toBe('');
    expect(feed.artworkUrl).toBeNull();
    expect(feed.skippedNoAudio).toBe(1);
    expect(feed.episodes.map((e) => [e.guid, e.title, e.pubdate?.toISOString() ?? null])).toEqual([
      ['https://cdn.example.org/sparse/no-guid.mp3', 'No GUID', '2024-01-02T10:00:00.000Z'],
      ['sparse-no-title', 'Untitled episode', null],
      ['sparse-bad-date', 'Unreadable date', null],
    ]);
    expect(feed.episodes[1]).toMatchObject({ summary: '', audioType: null, durationSeconds: null, episodeNumber: null });
  });

  it('keeps the first of several items with one GUID', () => {
    const feed = parseFeed(fixture('duplicate-guids.xml'));
    expect(feed.episodes.map((e) => e.title)).toEqual(['First copy (newest)', 'Another episode']);
    expect(feed.duplicateGuids).toBe(1);
  });
});

describe('parseFeed: clear errors', () => {
  it.each([
    ['not-xml.json', 'feed_not_xml', 'This is not XML'],
    ['web-page.html', 'feed_not_rss', 'web page (HTML)'],
    ['atom.xml', 'feed_not_rss', 'Atom feed'],
    ['malformed.xml', 'feed_malformed', 'malformed'],
    ['truncated.xml', 'feed_malformed', 'cut off'],
  ])('%s → %s', (file, code, text) => {
    expect(() => parseFeed(fixture(file))).toThrow(expect.objectContaining({ code, message: expect.stringContaining(text) }));
  });

  it('rejects XML that is not RSS', () => {
    expect(() => parseFeed('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')).toThrow(
      expect.objectContaining({ code: 'feed_not_rss' }),
    );
  });
});
