// SPEC §4 Audio and §9 skip constants: pure helpers of the one app-wide player.

/** SPEC §9: skip back 10 s, skip forward 30 s. */
export const SKIP_BACK_SECONDS = 10;
export const SKIP_FORWARD_SECONDS = 30;

export { DEFAULT_PLAYBACK_SPEED, PLAYBACK_SPEEDS, type PlaybackSpeed } from './speed';

/** SPEC §4: the speed is applied as a number; anything unreadable plays at normal speed. */
export function playbackRateOf(speed: string): number {
  const rate = Number(speed);
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** SPEC §4: a URL starting with // gets https: prefixed. */
export function normalizeAudioUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
}

/** A new position after a skip, kept inside the episode (the end when the duration is unknown is open). */
export function skipTo(current: number, delta: number, duration: number | null | undefined): number {
  const next = Math.max(0, current + delta);
  return duration && Number.isFinite(duration) && duration > 0 ? Math.min(duration, next) : next;
}

/** "m:ss", or "h:mm:ss" from an hour; negative or unknown times read "0:00". */
export function formatPlaybackTime(seconds: number | null | undefined): string {
  const total = seconds && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Where to resume a saved episode: the saved position, unless the episode was finished (or the position is
 * within the last 5 seconds), in which case it starts again from the beginning.
 */
export function resumePosition(
  saved: { positionSeconds: number; progress: number } | null,
  duration?: number | null,
): number {
  if (!saved || !(saved.positionSeconds > 0)) return 0;
  if (saved.progress >= 100) return 0;
  if (duration && saved.positionSeconds >= duration - 5) return 0;
  return saved.positionSeconds;
}
