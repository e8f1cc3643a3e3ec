import { Library, Podcast } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SPEC §2: new users see a Get Started block with Browse Series and Browse Podcasts. */
export function GetStarted() {
  return (
    <section aria-labelledby="get-started-title" className="rounded-xl border bg-card p-6 shadow-xs sm:p-8">
      <h2 id="get-started-title" className="text-xl font-semibold tracking-tight">
        Get Started
      </h2>
      <p className="mt-2 max-w-prose text-muted-foreground">
        Pick a series to follow from start to finish, or browse podcasts and listen to any episode. Your
        progress, streaks and next steps will gather here.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.seriesList()}>
            <Library aria-hidden /> Browse Series
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.podcasts()}>
            <Podcast aria-hidden /> Browse Podcasts
          </Link>
        </Button>
      </div>
    </section>
  );
}
