import { describe, expect, it } from 'vitest';
import { buildTimeline, indexVerseMentions, mentionKey, mentionLabel } from './verse-mentions';

const LUKE = 42;
const PSALMS = 19;

describe('verse-to-time indexing: transcript mentions get the time of the segment that says them', () => {
  const segments = [
    { startSeconds: 0.3, endSeconds: 11, text: 'We begin in Luke chapter 15, verses 11 to 32.' },
    { startSeconds: 11.7, endSeconds: 21.4, text: 'A younger son asks for his inheritance.' },
    { startSeconds: 29.34, endSeconds: 40.2, text: 'Luke chapter 15 verse 20 says his father ran. Luke 15:20 again.' },
  ];

  it('spoken and written references in a segment become timed mentions at its start', () => {
    const mentions = indexVerseMentions({ segments });
    expect(mentions).toEqual([
      { book: LUKE, chapter: 15, verseFrom: 11, verseTo: 32, source: 'transcript', timeSeconds: 0.3, position: 0 },
      // The same passage twice in one segment is one moment.
      { book: LUKE, chapter: 15, verseFrom: 20, verseTo: null, source: 'transcript', timeSeconds: 29.34, position: 2 },
    ]);
  });

  it('a reference later in a long segment is placed at its sentence, in proportion to the text before it', () => {
    const text = 'Anna: Welcome to the show. Today we read Psalm 23.'; // 'Today' starts at character 27 of 50
    const [m] = indexVerseMentions({ segments: [{ startSeconds: 10, endSeconds: 20, text }] });
    expect(m!.timeSeconds).toBeCloseTo(10 + (10 * 27) / text.length, 2);
  });

  it('the same passage named again in a later segment is a second moment', () => {
    const mentions = indexVerseMentions({
      segments: [...segments, { startSeconds: 60, endSeconds: 70, text: 'Back to Luke 15:20 once more.' }],
    });
    expect(mentions.filter((m) => m.verseFrom === 20).map((m) => m.timeSeconds)).toEqual([29.34, 60]);
  });

  it('a transcript without timings (plain text, all zero) gives untimed transcript mentions', () => {
    const mentions = indexVerseMentions({ segments: [{ startSeconds: 0, endSeconds: 0, text: 'Read John 3:16.' }] });
    expect(mentions).toEqual([{ book: 43, chapter: 3, verseFrom: 16, verseTo: null, source: 'transcript', timeSeconds: null, position: 0 }]);
  });

  it('a whole chapter ("Psalm 23") is a mention with no verse', () => {
    const [m] = indexVerseMentions({ segments: [{ startSeconds: 5, endSeconds: 9, text: 'Today we read Psalm 23 together.' }] });
    expect(m).toMatchObject({ book: PSALMS, chapter: 23, verseFrom: null, verseTo: null, timeSeconds: 5 });
    expect(mentionLabel(m!)).toBe('Psalms 23');
  });

  it('references that do not exist are dropped (John 3:99, Jude 2:1)', () =>
    expect(indexVerseMentions({ summary: 'See John 3:99 and Jude 2:1, but also John 3:16.' }).map(mentionLabel)).toEqual(['John 3:16']));
});

describe('verse-to-time indexing: outline and summary mentions are untimed, once per passage per source', () => {
  it('reads every outline line in order and the markdown summary', () => {
    const mentions = indexVerseMentions({
      outline: ['The setting (Luke 15:1-2)', 'The running father (Luke 15:20-24)', 'Again (Luke 15:1-2)'],
      summary: 'The story in **Luke 15:11-32**: the father ==runs== (Luke 15:20).',
    });
    expect(mentions.map((m) => [m.source, mentionLabel(m), m.position, m.timeSeconds])).toEqual([
      ['outline', 'Luke 15:1-2', 0, null],
      ['outline', 'Luke 15:20-24', 1, null],
      ['summary', 'Luke 15:11-32', 0, null],
      ['summary', 'Luke 15:20', 1, null],
    ]);
  });

  it('an episode with no references has no mentions', () =>
    expect(indexVerseMentions({ segments: [{ startSeconds: 1, endSeconds: 2, text: 'Welcome back.' }], outline: ['Intro'], summary: '' })).toEqual([]));
});

describe('the timeline: timed moments by time, then passages only the outline or summary name', () => {
  const mentions = indexVerseMentions({
    segments: [
      { startSeconds: 29, endSeconds: 40, text: 'Luke 15:20: the father runs.' },
      { startSeconds: 0.3, endSeconds: 11, text: 'Luke chapter 15, verses 11 to 32.' },
    ],
    outline: ['Grumbling leaders (Luke 15:1-2)', 'The father (Luke 15:20)'],
    summary: 'Read **Luke 15:11-32** and Luke 15:1-2, then Ephesians 2:8.',
  });
  const timeline = buildTimeline(mentions);

  it('orders timed entries by time and lists untimed ones after, each passage once', () =>
    expect(timeline.map((e) => [e.label, e.timeSeconds, e.sources])).toEqual([
      ['Luke 15:11-32', 0.3, ['transcript']],
      ['Luke 15:20', 29, ['transcript']],
      ['Luke 15:1-2', null, ['outline', 'summary']],
      ['Ephesians 2:8', null, ['summary']],
    ]));

  it('keys distinguish verses, ranges and whole chapters', () => {
    expect(mentionKey({ book: 19, chapter: 23, verseFrom: null, verseTo: null })).toBe('19:23:*');
    expect(mentionKey({ book: 42, chapter: 15, verseFrom: 20, verseTo: null })).toBe('42:15:20-20');
    expect(mentionKey({ book: 42, chapter: 15, verseFrom: 11, verseTo: 32 })).toBe('42:15:11-32');
  });
});
