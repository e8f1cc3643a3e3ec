import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="relative isolate overflow-hidden bg-primary text-primary-foreground">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_15%_100%,color-mix(in_oklch,var(--accent)_30%,transparent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-page flex-col items-center px-4 py-16 text-center sm:px-6 md:py-24">
        <h2 id="closing-cta-title" className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Put down roots that last
        </h2>
        <p className="mt-3 max-w-xl text-lg opacity-90">
          Listen, reflect and remember: one episode at a time, one series at a time.
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="bg-primary-foreground text-primary hover:bg-primary-foreground/90">
            <Link to={paths.auth()}>Start Your Journey Free</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link to={paths.seriesList()}>Browse Series</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
