import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="relative isolate overflow-hidden border-t bg-secondary/50">
      {/* Decorative wash; tokens keep it calm in both themes. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_90%_at_50%_100%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-page flex-col items-center px-4 py-16 text-center sm:px-6 md:py-24">
        <Sprout className="size-9 text-primary" aria-hidden />
        <h2 id="closing-cta-title" className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Put down roots that last
        </h2>
        <p className="mt-3 max-w-xl text-lg text-muted-foreground">
          Listen, reflect and remember: one episode at a time, one series at a time.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.auth()}>Start Your Journey Free</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.seriesList()}>Browse Series</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
