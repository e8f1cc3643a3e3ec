import { ArrowRight, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { pillars } from './pillars';

export function Hero() {
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
        {/* Soft colour wash behind the hero; decorative only. */}
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent_70%),radial-gradient(40%_35%_at_85%_30%,color-mix(in_oklch,var(--accent)_18%,transparent),transparent_70%)]"
        />
        <div className="mx-auto flex max-w-page flex-col items-center px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24 md:pb-16">
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-sm text-muted-foreground shadow-xs">
            <Sprout className="size-4 text-primary" aria-hidden />
            A companion for Bible podcast listeners
          </p>
          <h1 id="hero-title" className="font-serif text-5xl font-semibold tracking-tight sm:text-display">
            Rooted
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground sm:text-xl">
            Turn the Bible podcasts you love into lasting learning: questions to discuss, notes that find the
            verses, flashcards that stick, and series that take you all the way through.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.seriesList()}>
                Get Started
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.features()}>Learn More</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-page px-4 pb-16 sm:px-6 md:pb-24">
        <h2 id="pillars-title" className="sr-only">
          What Rooted helps you do
        </h2>
        <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
          {pillars.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="mb-4 grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
              <p className="mt-1.5 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
