/** SPEC §9: an episode counts as complete at 90 percent. */
export const COMPLETION_THRESHOLD = 90;

export type ProgressState = 'not_started' | 'in_progress' | 'complete';

/**
 * SPEC §4 episode progress display: not started when empty or 0, in progress below 90,
 * complete at 90 or more.
 */
export function progressState(progress: number | null | undefined): ProgressState {
  if (progress === null || progress === undefined || !Number.isFinite(progress) || progress <= 0) return 'not_started';
  return progress >= COMPLETION_THRESHOLD ? 'complete' : 'in_progress';
}
