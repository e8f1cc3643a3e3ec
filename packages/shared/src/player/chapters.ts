// Chapter navigation in the player (Podcasting 2.0 chapters: a start time and a title each).

export interface TimedChapter {
  start: number;
  title: string;
}

/** "Previous chapter" a few seconds into a chapter goes back to its start, as "previous track" does. */
export const CHAPTER_RESTART_GRACE_SECONDS = 3;
/** A chapter starting this close ahead counts as the current one (a jump lands a hair before it). */
const AHEAD_TOLERANCE = 0.1;

const sorted = <T extends TimedChapter>(chapters: readonly T[]) => [...chapters].sort((a, b) => a.start - b.start);

/** The chapter playing at `time`, or null before the first chapter starts (or without chapters). */
export function chapterAt<T extends TimedChapter>(chapters: readonly T[], time: number): T | null {
  let current: T | null = null;
  for (const chapter of sorted(chapters)) {
    if (chapter.start <= time + AHEAD_TOLERANCE) current = chapter;
    else break;
  }
  return current;
}

/** Where "next chapter" jumps: the start of the first chapter after the current one, or null at the last. */
export function nextChapterStart(chapters: readonly TimedChapter[], time: number): number | null {
  return sorted(chapters).find((c) => c.start > time + AHEAD_TOLERANCE)?.start ?? null;
}

/**
 * Where "previous chapter" jumps: the current chapter's start when more than a few seconds in, else the
 * chapter before; null at the start of the first chapter (nothing to go back to).
 */
export function previousChapterStart(
  chapters: readonly TimedChapter[],
  time: number,
  grace = CHAPTER_RESTART_GRACE_SECONDS,
): number | null {
  const list = sorted(chapters);
  const current = chapterAt(list, time);
  if (!current) return null;
  if (time - current.start > grace) return current.start;
  const index = list.indexOf(current);
  return index > 0 ? list[index - 1]!.start : null;
}
