// A captured moment's clip: the stretch of audio around the time the listener pressed "capture", and
// the transcript text heard in it. The one copy of the rule; the server applies it when a moment is saved.
import { findReferences, formatVerseRef, type VerseRef } from '../search/reference';

/** About 20 s each side of the moment. */
export const MOMENT_CLIP_RADIUS_SECONDS = 20;
/**
 * A side of the clip moves out to the edge of the transcript segment it cuts through (so the clip starts
 * and ends with whole sentences), but by no more than this: a long segment is not swallowed whole.
 */
export const MOMENT_CLIP_SNAP_SECONDS = 8;
/** The excerpt kept with a moment is cut at a word boundary past this length. */
export const MOMENT_EXCERPT_MAX_CHARS = 1500;

export interface ClipSegment {
  start: number;
  end: number;
  text: string;
}

export interface ClipWindow {
  start: number;
  end: number;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
const isTimed = (s: ClipSegment) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start;

/**
 * The clip around a moment: `radius` seconds each side of the position, clamped to [0, duration] (an
 * unknown duration leaves the end open), each side widened to a segment boundary within `snap` seconds.
 */
export function momentClipWindow(options: {
  positionSeconds: number;
  durationSeconds?: number | null;
  segments?: readonly ClipSegment[];
  radius?: number;
  snap?: number;
}): ClipWindow {
  const { radius = MOMENT_CLIP_RADIUS_SECONDS, snap = MOMENT_CLIP_SNAP_SECONDS } = options;
  const duration =
    options.durationSeconds && Number.isFinite(options.durationSeconds) && options.durationSeconds > 0
      ? options.durationSeconds
      : Infinity;
  const clamp = (t: number) => Math.min(duration, Math.max(0, t));
  const position = clamp(Number.isFinite(options.positionSeconds) ? options.positionSeconds : 0);
  let start = clamp(position - radius);
  let end = clamp(position + radius);

  const segments = (options.segments ?? []).filter(isTimed);
  const cutAtStart = segments.find((s) => s.start < start && start < s.end);
  if (cutAtStart && start - cutAtStart.start <= snap) start = cutAtStart.start;
  const cutAtEnd = segments.find((s) => s.start < end && end < s.end);
  if (cutAtEnd && cutAtEnd.end - end <= snap) end = cutAtEnd.end;

  start = clamp(round(start));
  end = clamp(round(end));
  return { start, end: Math.max(start, end) };
}

/** A long text cut at a word boundary with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > max * 0.6 ? space : max).trimEnd()}…`;
}

/** The transcript text heard during the clip: every timed segment that overlaps it, in order. */
export function momentExcerpt(
  segments: readonly ClipSegment[],
  clip: ClipWindow,
  max = MOMENT_EXCERPT_MAX_CHARS,
): string {
  const text = segments
    .filter((s) => isTimed(s) && s.end > clip.start && s.start < clip.end)
    .sort((a, b) => a.start - b.start)
    .map((s) => s.text.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ');
  return cut(text, max);
}

export interface MomentReferenceFields {
  /** 'Ephesians 2:8-9', or 'Psalms 23' for a whole chapter. */
  label: string;
  book: number;
  chapter: number;
  verseFrom: number;
  verseTo: number | null;
  wholeChapter: boolean;
}

const toFields = (ref: VerseRef): MomentReferenceFields => ({
  label: formatVerseRef(ref),
  book: ref.book.index,
  chapter: ref.chapter,
  verseFrom: ref.verseFrom,
  verseTo: ref.verseTo,
  wholeChapter: ref.wholeChapter,
});

/** The Bible references an excerpt mentions, written ('Eph 2:8') or spoken ('Ephesians chapter 2 verses 8 and 9'). */
export function momentReferences(excerpt: string): MomentReferenceFields[] {
  return findReferences(excerpt).map(toFields);
}
