// SPEC §4 "Episode progress display" and "Saving", §9 thresholds. One copy of these rules, used by the
// browser (to skip pointless requests) and by the server (which enforces them whatever a client sends).
import { COMPLETION_THRESHOLD, progressState } from './progress-state';

/** SPEC §9: minimum progress step 5 points. */
export const PROGRESS_MIN_STEP = 5;

/** Complete means 90 or more (SPEC §4); the display rule itself lives in progress-state.ts. */
export function isProgressComplete(progress: number | null | undefined): boolean {
  return progressState(progress) === 'complete';
}

/** Whole points 0-100; anything unreadable counts as 0. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export type ProgressSaveDecision =
  { save: true; value: number } | { save: false; reason: 'not-greater' | 'step-too-small' };

/**
 * SPEC §4 saving rules, in order: only increases (a value not greater than the current is ignored);
 * a change under 5 points is ignored unless the new value is at least 90; 90 or more is stored as 100.
 * `current` is null when there is no record yet (treated as 0).
 */
export function decideProgressSave(current: number | null | undefined, next: number): ProgressSaveDecision {
  const from = current ?? 0;
  const to = clampProgress(next);
  if (to <= from) return { save: false, reason: 'not-greater' };
  if (to - from < PROGRESS_MIN_STEP && to < COMPLETION_THRESHOLD)
    return { save: false, reason: 'step-too-small' };
  return { save: true, value: to >= COMPLETION_THRESHOLD ? 100 : to };
}

/** Progress in whole points from a playback position; 0 when the duration is unknown. */
export function progressFromPosition(
  positionSeconds: number,
  durationSeconds: number | null | undefined,
): number {
  if (!durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return clampProgress(Math.floor((Math.max(0, positionSeconds) / durationSeconds) * 100));
}
