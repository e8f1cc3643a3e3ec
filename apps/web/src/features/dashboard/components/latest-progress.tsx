import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * SPEC §2: users who are not new see a latest-progress card (anchor #continue) and prompt links.
 * The card itself comes from the continue-listening feature, passed in by the page.
 */
export function LatestProgress({ card }: { card: ReactNode }) {
  return (
    <section id="continue" aria-labelledby="continue-title" className="scroll-mt-24">
      <h2 id="continue-title" className="sr-only">
        Your latest progress
      </h2>
      {card ?? (
        <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
          Nothing in progress right now. Choose a series or an episode to continue.
        </p>
      )}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>Looking for something else?</span>
        <Link to={paths.subscriptions()} className="font-medium text-primary hover:underline">
          Your subscribed series
        </Link>
        <Link to={paths.seriesList()} className="font-medium text-primary hover:underline">
          Find a new series
        </Link>
        <Link to={paths.flashcardsStudy()} className="font-medium text-primary hover:underline">
          Review flashcards
        </Link>
      </p>
    </section>
  );
}
