import { describe, expect, it } from 'vitest';
import { momentClipWindow, momentExcerpt, momentReferences, type ClipSegment } from './clip-window';

// Segments as the demo audio has them: about 8 s each with short pauses between.
const SEGMENTS: ClipSegment[] = [
  { start: 0.3, end: 7.4, text: 'Welcome to the show.' },
  { start: 8.1, end: 17.3, text: 'We start in Ephesians chapter 2.' },
  { start: 18.0, end: 25.4, text: 'Ephesians chapter 2 verses 8 and 9 say, it is by grace you have been saved.' },
  { start: 26.1, end: 35.8, text: 'A gift cannot be earned.' },
  { start: 36.5, end: 42.6, text: "Verse 10 adds, we are God's handiwork." },
  { start: 43.3, end: 50.9, text: 'That is where we begin.' },
];

describe('moment clip window: about 20 s each side, clamped to [0, duration]', () => {
  it.each([
    // position, duration, expected start, expected end (no transcript: no snapping)
    [60, 300, 40, 80],
    [5, 300, 0, 25], // clamped at the start
    [290, 300, 270, 300], // clamped at the end
    [500, 300, 280, 300], // a position past the end (feed durations are often off) counts as the end
    [-3, 300, 0, 20],
    [60, null, 40, 80], // unknown duration: the end stays open
    [60, 0, 40, 80],
    [10, 12, 0, 12], // an episode shorter than the clip
  ])('at %s s of %s s → %s..%s', (position, duration, start, end) => {
    expect(momentClipWindow({ positionSeconds: position, durationSeconds: duration })).toEqual({ start, end });
  });

  it('never ends before it starts, even at the very end of the episode', () => {
    for (const position of [0, 1, 29.99, 30, 31]) {
      const clip = momentClipWindow({ positionSeconds: position, durationSeconds: 30, segments: SEGMENTS });
      expect(clip.end).toBeGreaterThanOrEqual(clip.start);
      expect(clip.start).toBeGreaterThanOrEqual(0);
      expect(clip.end).toBeLessThanOrEqual(30);
    }
  });
});

describe('moment clip window: snapped to transcript segment boundaries', () => {
  it('widens each side to the edge of the segment it cuts through, to hear whole sentences', () => {
    // 40 ± 20 = 20..60: 20 cuts segment 3 (18.0-25.4), 60 is past the last segment.
    expect(momentClipWindow({ positionSeconds: 40, durationSeconds: 51.5, segments: SEGMENTS })).toEqual({
      start: 18,
      end: 51.5,
    });
    // 30 ± 20 = 10..50: 10 cuts segment 2 (8.1-17.3), 50 cuts the last one (43.3-50.9).
    expect(momentClipWindow({ positionSeconds: 30, durationSeconds: 51.5, segments: SEGMENTS })).toEqual({
      start: 8.1,
      end: 50.9,
    });
  });

  it('keeps a side inside a segment when the boundary is more than 8 s away', () => {
    const long: ClipSegment[] = [{ start: 0, end: 100, text: 'One long sermon segment.' }];
    expect(momentClipWindow({ positionSeconds: 50, durationSeconds: 100, segments: long })).toEqual({
      start: 30,
      end: 70,
    });
  });

  it('ignores untimed segments (transcripts without timings have end 0)', () => {
    const untimed: ClipSegment[] = [{ start: 0, end: 0, text: 'No timings.' }];
    expect(momentClipWindow({ positionSeconds: 30, durationSeconds: 100, segments: untimed })).toEqual({
      start: 10,
      end: 50,
    });
  });
});

describe('moment excerpt: the transcript text heard during the clip', () => {
  it('joins every segment that overlaps the clip, in time order', () => {
    expect(momentExcerpt(SEGMENTS, { start: 18, end: 35 })).toBe(
      'Ephesians chapter 2 verses 8 and 9 say, it is by grace you have been saved. A gift cannot be earned.',
    );
  });

  it('is empty for a clip between segments or a transcript without timings', () => {
    expect(momentExcerpt(SEGMENTS, { start: 7.5, end: 8 })).toBe('');
    expect(momentExcerpt([{ start: 0, end: 0, text: 'x' }], { start: 0, end: 40 })).toBe('');
  });

  it('is cut at a word boundary with an ellipsis when long', () => {
    const long = [{ start: 0, end: 40, text: 'grace '.repeat(400) }];
    const excerpt = momentExcerpt(long, { start: 0, end: 40 }, 100);
    expect(excerpt.length).toBeLessThanOrEqual(101);
    expect(excerpt.endsWith('grace…')).toBe(true);
  });
});

describe('moment references: verses named in the excerpt, spoken or written', () => {
  it('finds spoken references as transcripts have them, once each', () => {
    const refs = momentReferences(
      'Ephesians chapter 2 verses 8 and 9 say, it is by grace. Ephesians 2:8-9 again, and Psalm 23.',
    );
    expect(refs).toEqual([
      { label: 'Ephesians 2:8-9', book: 49, chapter: 2, verseFrom: 8, verseTo: 9, wholeChapter: false },
      { label: 'Psalms 23', book: 19, chapter: 23, verseFrom: 1, verseTo: null, wholeChapter: true },
    ]);
  });

  it('finds none in plain prose', () => {
    expect(momentReferences('A gift cannot be earned.')).toEqual([]);
  });
});
