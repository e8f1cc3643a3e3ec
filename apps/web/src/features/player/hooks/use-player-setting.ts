// Player settings kept in this browser (localStorage): device habits such as what a headphone button
// does belong to the device, not the account. Every player component sees a change at once.
import { useCallback, useSyncExternalStore } from 'react';

/** The headphones' (or lock screen's) "previous track" captures a moment instead of going back a chapter. */
export const PREVIOUS_TRACK_CAPTURES_KEY = 'rooted.player.previousTrackCaptures';

const listeners = new Set<() => void>();

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false; // storage blocked: the default
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab changed it
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function usePlayerSetting(key: string): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(subscribe, () => read(key), () => false);
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Not remembered; this session still follows the last choice shown.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, set];
}
