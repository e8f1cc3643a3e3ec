import { createContext, use } from 'react';
import { cn } from '@/lib/cn';

/** True while a navigation waits for the next page (its chunk); provided by the app's routes. */
export const NavigationPendingContext = createContext(false);

/**
 * A thin bar under the top bar while a page chunk is loading, so a click on a slow connection visibly
 * did something. Hidden from assistive tech: the new page's heading is the news.
 */
export function NavigationProgress() {
  const loading = use(NavigationPendingContext);
  return (
    <div aria-hidden className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div
        className={cn(
          'h-full w-2/5 bg-primary transition-opacity duration-200',
          loading ? 'animate-progress-indeterminate opacity-100 delay-150' : 'opacity-0',
        )}
      />
    </div>
  );
}
