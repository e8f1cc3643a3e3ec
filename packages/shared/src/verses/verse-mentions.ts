// The verse timeline (issue 15): every verse an episode's transcript, outline and summary mentions, with
// the moment in the audio where a timed transcript says it. References are found by the same detector
// as search and notes (written 'Luke 15:20' and spoken 'Luke chapter 15, verse 20'), so every part of
// the app agrees on books and numbering.
import { bookByIndex } from '../bible/books';
import { findReferences, locateReferences, type VerseRef } from '../search/reference';

export const VERSE_MENTION_SOURCES = ['transcript', 'outline', 'summary'] as const;
export type VerseMentionSource = (typeof VERSE_MENTION_SOURCES)[number];

/**
 * Bumped whenever the way mentions are found changes: the server re-indexes every episode once at start
 * when its stored index is older (the backfill).
 */
export const VERSE_INDEX_VERSION = 1;

export interface TimedSegment {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface VerseMention {
  /** Canonical book index 1..66. */
  book: number;
  chapter: number;
  /** Null when the whole chapter is meant ('Psalm 23'). */
  verseFrom: number | null;
  /** Last verse of a range in the same chapter, else null. */
  verseTo: number | null;
  source: VerseMentionSource;
  /**
   * Where in the audio the transcript says it: the start of the sentence that names it, placed within its
   * segment in proportion to the text before it (segments carry times, words do not). Null for outline
   * and summary, and for transcripts without timings.
   */
  timeSeconds: number | null;
  /** Order within its source: segment position, outline line, or order in the summary. */
  position: number;
}

function toMention(ref: VerseRef, source: VerseMentionSource, position: number, timeSeconds: number | null): VerseMention {
  return {
    book: ref.book.index,
    chapter: ref.chapter,
    verseFrom: ref.wholeChapter ? null : ref.verseFrom,
    verseTo: ref.wholeChapter ? null : ref.verseTo,
    source,
    timeSeconds,
    position,
  };
}

/** A stable key of the passage a mention names ('42:15:20-20', '19:23:*' for a whole chapter). */
export const mentionKey = (m: Pick<VerseMention, 'book' | 'chapter' | 'verseFrom' | 'verseTo'>) =>
  `${m.book}:${m.chapter}:${m.verseFrom === null ? '*' : `${m.verseFrom}-${m.verseTo ?? m.verseFrom}`}`;

/**
 * Every verse mention of an episode. A transcript segment that names a passage gives a timed mention at
 * the start of the sentence that names it (the moment a listener should jump to); the same passage named again later in
 * the transcript is a second moment. Outline lines and the summary give untimed mentions, one per passage
 * per source. Only references that exist (KJV versification) are kept; the database has the last word.
 */
export function indexVerseMentions(input: {
  segments?: readonly TimedSegment[];
  outline?: readonly string[];
  summary?: string;
}): VerseMention[] {
  const { segments = [], outline = [], summary = '' } = input;
  // Plain-text transcripts are stored with zero times (as the transcript API reads them): no moments.
  const timed = segments.some((s) => s.endSeconds > 0);
  const mentions: VerseMention[] = [];
  segments.forEach((segment, position) => {
    const start = Math.max(0, segment.startSeconds);
    const span = Math.max(0, segment.endSeconds - start);
    for (const { ref, at } of locateReferences(segment.text).found) {
      const time = timed && Number.isFinite(start) ? Math.round((start + span * at) * 100) / 100 : null;
      mentions.push(toMention(ref, 'transcript', position, time));
    }
  });
  const seenInOutline = new Set<string>();
  outline.forEach((line, position) => {
    for (const ref of findReferences(line)) {
      const mention = toMention(ref, 'outline', position, null);
      if (seenInOutline.has(mentionKey(mention))) continue;
      seenInOutline.add(mentionKey(mention));
      mentions.push(mention);
    }
  });
  findReferences(summary).forEach((ref, position) => mentions.push(toMention(ref, 'summary', position, null)));
  return mentions;
}

/** 'Luke 15:20', 'Luke 15:11-32', or 'Psalms 23' for a whole chapter. */
export function mentionLabel(m: Pick<VerseMention, 'book' | 'chapter' | 'verseFrom' | 'verseTo'>): string {
  const name = bookByIndex(m.book)?.name ?? `Book ${m.book}`;
  if (m.verseFrom === null) return `${name} ${m.chapter}`;
  const to = m.verseTo !== null && m.verseTo !== m.verseFrom ? `-${m.verseTo}` : '';
  return `${name} ${m.chapter}:${m.verseFrom}${to}`;
}

export interface TimelineEntry extends Pick<VerseMention, 'book' | 'chapter' | 'verseFrom' | 'verseTo' | 'timeSeconds'> {
  label: string;
  /** Where the passage was found, for this entry (a timed entry is always the transcript). */
  sources: VerseMentionSource[];
}

/**
 * The episode page's 'Verses in this episode': timed moments in order of time, then the passages that
 * only the outline or summary name (outline order first, then summary order), each passage once. A
 * passage the transcript already places in time is not repeated untimed.
 */
export function buildTimeline(mentions: readonly VerseMention[]): TimelineEntry[] {
  const entry = (m: VerseMention, sources: VerseMentionSource[]): TimelineEntry => ({
    book: m.book,
    chapter: m.chapter,
    verseFrom: m.verseFrom,
    verseTo: m.verseTo,
    timeSeconds: m.timeSeconds,
    label: mentionLabel(m),
    sources,
  });
  const timed = mentions
    .filter((m) => m.timeSeconds !== null)
    .sort((a, b) => a.timeSeconds! - b.timeSeconds! || a.position - b.position);
  const timedKeys = new Set(timed.map(mentionKey));
  const rank = { transcript: 0, outline: 1, summary: 2 } as const;
  const untimed = new Map<string, { first: VerseMention; sources: VerseMentionSource[] }>();
  for (const m of [...mentions.filter((x) => x.timeSeconds === null)].sort(
    (a, b) => rank[a.source] - rank[b.source] || a.position - b.position,
  )) {
    const key = mentionKey(m);
    if (timedKeys.has(key)) continue;
    const seen = untimed.get(key);
    if (!seen) untimed.set(key, { first: m, sources: [m.source] });
    else if (!seen.sources.includes(m.source)) seen.sources.push(m.source);
  }
  return [
    ...timed.map((m) => entry(m, ['transcript'])),
    ...[...untimed.values()].map(({ first, sources }) => entry(first, sources)),
  ];
}
