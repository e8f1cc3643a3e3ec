// The sleep timer: counts down listening time (or waits for the end of the episode), fades the volume
// out over the last seconds, then pauses and puts the volume back. The rules are shared and pure
// (@rooted/shared sleep-timer); this hook only ticks them and applies what they say.
import {
  advanceSleepTimer,
  playbackRateOf,
  type SleepTimer,
  type SleepTimerChoice,
  sleepFadeVolume,
  sleepTimerExpired,
  sleepTimerRemainingSeconds,
  startSleepTimer,
} from '@rooted/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayerContextValue } from '../player-context';

const TICK_MS = 250;

export interface SleepTimerState {
  choice: SleepTimerChoice | null;
  /** Seconds of listening left; null when off or while the episode's length is unknown. */
  remainingSeconds: number | null;
  set: (choice: SleepTimerChoice | null) => void;
}

type Audio = Pick<PlayerContextValue, 'isPlaying' | 'currentTime' | 'duration' | 'playbackSpeed' | 'pause' | 'setFadeLevel'>;

export function useSleepTimer(player: Audio): SleepTimerState {
  const [timer, setTimer] = useState<SleepTimer | null>(null);
  const [remainingSeconds, setRemaining] = useState<number | null>(null);
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });

  const set = useCallback((choice: SleepTimerChoice | null) => {
    latest.current.setFadeLevel(1); // a timer changed mid-fade starts from full volume again
    setTimer(choice === null ? null : startSleepTimer(choice));
    setRemaining(choice === null ? null : choice === 'end' ? null : choice * 60);
  }, []);

  useEffect(() => {
    if (!timer) return;
    let current = timer;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      const p = latest.current;
      current = advanceSleepTimer(current, now - last, p.isPlaying);
      last = now;
      const left = sleepTimerRemainingSeconds(current, {
        currentTime: p.currentTime,
        duration: p.duration,
        playbackRate: playbackRateOf(p.playbackSpeed),
      });
      if (sleepTimerExpired(left)) {
        p.pause();
        p.setFadeLevel(1);
        setTimer(null);
        setRemaining(null);
        return;
      }
      p.setFadeLevel(sleepFadeVolume(left));
      setRemaining(left);
    };
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearInterval(id);
      latest.current.setFadeLevel(1);
    };
  }, [timer]);

  return { choice: timer?.choice ?? null, remainingSeconds, set };
}
