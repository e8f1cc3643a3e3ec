import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollBehavior } from '@/lib/motion';

/**
 * SPEC §2: navigating scrolls to the top, smoothly unless the user prefers reduced motion.
 * Only a new pathname counts as navigating: a changed query (filters, ?highlight=) keeps the position,
 * and a #hash scrolls to its anchor instead of the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previousPath = useRef(pathname);

  useEffect(() => {
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;

    if (hash) {
      // Wait a frame so the new page has rendered its anchor.
      const frame = requestAnimationFrame(() => {
        document
          .getElementById(decodeURIComponent(hash.slice(1)))
          ?.scrollIntoView({ behavior: scrollBehavior() });
      });
      return () => cancelAnimationFrame(frame);
    }
    if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname, hash]);

  return null;
}
