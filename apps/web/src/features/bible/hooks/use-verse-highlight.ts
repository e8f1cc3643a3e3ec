// SPEC §2/§9: opening a link with ?highlight=N (or ?verse=N) scrolls to the element whose id is N and
// gives it a yellow background for 2 seconds.
import { useEffect, useState } from 'react';
import { scrollBehavior } from '@/lib/motion';

export const HIGHLIGHT_MS = 2000;

/**
 * `ready` turns true once the verses are on the page; `runKey` (the location key) replays the effect when
 * the same link is opened again. Returns the verse currently highlighted.
 */
export function useVerseHighlight({ verse, ready, runKey }: { verse: number | null; ready: boolean; runKey: string }) {
  // A new object per highlight, so that opening the same link again starts a new 2 s.
  const [active, setActive] = useState<{ verse: number } | null>(null);

  useEffect(() => {
    if (!ready || verse === null) return;
    // One frame later: the shell's scroll-to-top on navigation runs in the same commit and must not win.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(String(verse));
      if (!element) return;
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      setActive({ verse });
    });
    return () => cancelAnimationFrame(frame);
  }, [verse, ready, runKey]);

  // The 2 s count from when the highlight is on screen, not from when it was asked for: on a busy device
  // its render can come a second later, which left it up for well under 2 s. It also ends when the reader
  // has moved on meanwhile (a stopped timer used to leave it up for good).
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [active]);

  return active?.verse ?? null;
}
