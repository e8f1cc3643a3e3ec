// The lock screen's and headphones' previous/next track buttons: next goes to the next chapter; previous
// goes back a chapter, or captures a moment when the player setting says so. Without either, the
// handlers are cleared so the lock screen shows its seek buttons instead.
import { nextChapterStart, previousChapterStart, type TimedChapter } from '@rooted/shared';
import { useEffect, useRef } from 'react';

interface Tracks {
  chapters: readonly TimedChapter[];
  currentTime: number;
  seekTo: (seconds: number) => void;
  /** Set when "previous" should capture a moment. */
  capture: (() => void) | null;
}

export function useMediaSessionTracks({ chapters, currentTime, seekTo, capture }: Tracks) {
  const time = useRef(currentTime);
  useEffect(() => {
    time.current = currentTime;
  });
  const hasChapters = chapters.length > 1;

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    };
    const jump = (target: number | null) => target !== null && seekTo(target);
    set(
      'previoustrack',
      capture ? () => capture() : hasChapters ? () => jump(previousChapterStart(chapters, time.current)) : null,
    );
    set('nexttrack', hasChapters ? () => jump(nextChapterStart(chapters, time.current)) : null);
    return () => {
      set('previoustrack', null);
      set('nexttrack', null);
    };
  }, [chapters, hasChapters, seekTo, capture]);
}
