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
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    if (!ready || verse === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One frame later: the shell's scroll-to-top on navigation runs in the same commit and must not win.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(String(verse));
      if (!element) return;
      element.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      setActive(verse);
      timer = setTimeout(() => setActive(null), HIGHLIGHT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [verse, ready, runKey]);

  return active;
}
