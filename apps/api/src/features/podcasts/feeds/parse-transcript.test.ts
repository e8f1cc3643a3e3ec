import { describe, expect, it } from 'vitest';
import { fixture } from './fixtures/read-fixture';
import { parseChaptersJson, parseTimestamp } from './parse-chapters';
import { groupCues, parseTranscript } from './parse-transcript';

describe('transcripts in every Podcasting 2.0 format', () => {
  it('WebVTT: voices become speakers, cues join into paragraphs, a pause starts a new one', async () => {
    expect(await parseTranscript(fixture('transcripts/episode.vtt'), 'vtt')).toEqual([
      { startSeconds: 0, endSeconds: 6.5, text: 'Anna: Welcome to the show. Today we read Psalm 23.' },
      { startSeconds: 6.5, endSeconds: 10, text: 'Ben: The Lord is my shepherd & I lack nothing.' },
      { startSeconds: 20, endSeconds: 24, text: 'After a pause, a new thought.' },
    ]);
  });

  it('SRT', async () => {
    expect(await parseTranscript(fixture('transcripts/episode.srt'), 'srt')).toEqual([
      { startSeconds: 0, endSeconds: 5, text: 'First subtitle line. Second subtitle line.' },
    ]);
  });

  it('JSON', async () => {
    expect(await parseTranscript(fixture('transcripts/episode.json'), 'json')).toEqual([
      { startSeconds: 0, endSeconds: 8, text: 'Host: Grace is a gift. You cannot earn it.' },
      { startSeconds: 8, endSeconds: 12.5, text: 'Guest: Ephesians 2:8 says so.' },
    ]);
  });

  it('HTML with <cite> speakers and <time> marks', async () => {
    expect(await parseTranscript(fixture('transcripts/episode.html'), 'html')).toEqual([
      { startSeconds: 0, endSeconds: 65, text: 'Host: Opening words of the HTML transcript.' },
      { startSeconds: 65, endSeconds: 65, text: 'Guest: A reply one minute in.' },
    ]);
  });

  it('plain text keeps its paragraphs, untimed', async () => {
    expect(await parseTranscript(fixture('transcripts/episode.txt'), 'text')).toEqual([
      { startSeconds: 0, endSeconds: 0, text: 'This transcript has no timings.' },
      { startSeconds: 0, endSeconds: 0, text: 'It has two paragraphs.' },
    ]);
  });

  it('rejects JSON that is not a transcript', async () => {
    await expect(parseTranscript('{"hello":1}', 'json')).rejects.toThrow('not a Podcasting 2.0 JSON transcript');
  });

  it('caps a paragraph at about 400 characters', () => {
    const cues = Array.from({ length: 10 }, (_, i) => ({ start: i, end: i + 1, text: 'x'.repeat(100) }));
    expect(groupCues(cues).length).toBeGreaterThan(2);
  });
});

describe('chapters', () => {
  it('JSON chapters: sorted, toc:false dropped, only http(s) links kept', () => {
    expect(parseChaptersJson(fixture('chapters/episode.json'))).toEqual([
      { start: 0, title: 'Introduction' },
      { start: 95, title: 'The shepherd', url: 'https://example.org/psalm-23' },
      { start: 300, title: 'Closing prayer' },
    ]);
  });

  it.each([
    ['01:02:03.5', 3723.5],
    ['02:03', 123],
    ['75.25', 75.25],
    ['00:00:01,500', 1.5],
    ['soon', null],
  ])('timestamp %s → %s', (value, seconds) => expect(parseTimestamp(value)).toBe(seconds));
});
