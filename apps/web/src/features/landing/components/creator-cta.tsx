import { ArrowRight, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function CreatorCta() {
  return (
    <section aria-labelledby="creator-cta-title" className="mx-auto max-w-page px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/25 text-accent-foreground dark:text-accent">
            <Mic className="size-6" aria-hidden />
          </span>
          <div>
            <h2 id="creator-cta-title" className="text-2xl font-semibold tracking-tight">
              Create Bible content?
            </h2>
            <p className="mt-1.5 max-w-xl text-muted-foreground">
              Bring your podcast to Rooted and give your listeners discussion questions, flashcards and series they
              can finish.
            </p>
          </div>
        </div>
        <Button asChild size="lg" variant="secondary" className="w-full md:w-auto">
          <Link to={paths.creator()}>
            For Creators
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
