// The player's sleep timer: stop after 5, 15, 30 or 60 minutes of listening, or at the end of the
// episode, fading the volume out over the last seconds. Pure: the player feeds it elapsed time and the
// audio's position, and applies the volume and the pause it asks for.

export const SLEEP_TIMER_MINUTES = [5, 15, 30, 60] as const;
export type SleepTimerChoice = (typeof SLEEP_TIMER_MINUTES)[number] | 'end';
export const SLEEP_TIMER_CHOICES: readonly SleepTimerChoice[] = [...SLEEP_TIMER_MINUTES, 'end'];
/** The volume fades to silence over the last 10 seconds before the pause. */
export const SLEEP_FADE_SECONDS = 10;

/**
 * A running timer. A minutes timer counts listening time: it stands still while the audio is paused, so
 * pausing at 3 of 5 minutes and playing on later still leaves 2 minutes.
 */
export type SleepTimer =
  | { choice: Exclude<SleepTimerChoice, 'end'>; remainingMs: number }
  | { choice: 'end' };

export function startSleepTimer(choice: SleepTimerChoice): SleepTimer {
  return choice === 'end' ? { choice } : { choice, remainingMs: choice * 60_000 };
}

export function sleepTimerLabel(choice: SleepTimerChoice): string {
  return choice === 'end' ? 'End of episode' : `${choice} minutes`;
}

/** The timer after `elapsedMs` of wall-clock time; only time spent playing counts. */
export function advanceSleepTimer(timer: SleepTimer, elapsedMs: number, isPlaying: boolean): SleepTimer {
  if (timer.choice === 'end' || !isPlaying || !(elapsedMs > 0)) return timer;
  return { ...timer, remainingMs: Math.max(0, timer.remainingMs - elapsedMs) };
}

/**
 * Seconds of listening left before the timer stops playback. For "end of episode" that is the audio
 * still to play at the current speed; null while the duration is unknown.
 */
export function sleepTimerRemainingSeconds(
  timer: SleepTimer,
  audio: { currentTime: number; duration: number; playbackRate: number },
): number | null {
  if (timer.choice !== 'end') return timer.remainingMs / 1000;
  if (!Number.isFinite(audio.duration) || !(audio.duration > 0)) return null;
  const rate = audio.playbackRate > 0 ? audio.playbackRate : 1;
  return Math.max(0, audio.duration - audio.currentTime) / rate;
}

/**
 * The volume (0..1, a share of the listener's own volume) with `remaining` seconds left: full until the
 * fade starts, then down along a squared curve, which sounds even to the ear (loudness is not linear).
 */
export function sleepFadeVolume(remainingSeconds: number | null, fadeSeconds = SLEEP_FADE_SECONDS): number {
  if (remainingSeconds === null || remainingSeconds >= fadeSeconds) return 1;
  if (remainingSeconds <= 0) return 0;
  const share = remainingSeconds / fadeSeconds;
  return share * share;
}

/** Whether the timer has run out and playback should pause now. */
export function sleepTimerExpired(remainingSeconds: number | null): boolean {
  return remainingSeconds !== null && remainingSeconds <= 0;
}

/** "4:59" style countdown for the player; "m:ss" under an hour, else "h:mm:ss". */
export function formatSleepRemaining(remainingSeconds: number | null): string {
  if (remainingSeconds === null) return '';
  const total = Math.max(0, Math.ceil(remainingSeconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
