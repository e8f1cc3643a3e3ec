// SPEC §2: View Features swaps the dashboard for a features showcase with Back to Dashboard.
import { ArrowLeft, Brain, type LucideIcon, MessagesSquare, Sprout } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface Pillar {
  title: 'Remember More' | 'Reflect Deeper' | 'Grow Consistently';
  icon: LucideIcon;
  points: string[];
}

const pillars: Pillar[] = [
  {
    title: 'Remember More',
    icon: Brain,
    points: [
      'Flashcards for the verses you hear, scheduled with spaced repetition',
      'Notes that spot every Bible reference you type',
      'Time-coded bookmarks to come back to a moment',
    ],
  },
  {
    title: 'Reflect Deeper',
    icon: MessagesSquare,
    points: [
      'Discussion questions and an outline for every episode',
      'Cross references and topics that connect what you hear',
      'Reflections at the end of each series',
    ],
  },
  {
    title: 'Grow Consistently',
    icon: Sprout,
    points: [
      'Series you follow from start to finish, with progress on every episode',
      'Study and listening streaks that reward showing up',
      'A certificate when you complete a series',
    ],
  },
];

export function FeaturesShowcase({ onBack }: { onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view swaps in place: move focus so keyboard and screen-reader users land on the new content.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="showcase-title" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            id="showcase-title"
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-semibold tracking-tight outline-none sm:text-4xl"
          >
            What you can do with Rooted
          </h1>
          <p className="mt-2 text-muted-foreground">
            Everything that turns listening into learning, in one place.
          </p>
        </div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {pillars.map(({ title, icon: Icon, points }) => (
          <section
            key={title}
            aria-labelledby={`pillar-${title}`}
            className="rounded-xl border bg-card p-6 shadow-xs"
          >
            <span className="mb-4 grid size-11 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 id={`pillar-${title}`} className="text-lg font-semibold tracking-tight">
              {title}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
