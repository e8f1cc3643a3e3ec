import { ArrowDown, ArrowRight, Brain, type LucideIcon, MessagesSquare, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { scrollBehavior } from '@/lib/motion';
import { CertificateDemo } from './certificate-demo';
import { EpisodePageDemo } from './episode-page-demo';
import { FlashcardDemo } from './flashcard-demo';
import { NotesDemo } from './notes-demo';
import { ReflectionDemo } from './reflection-demo';
import { ScriptureDetectionDemo } from './scripture-detection-demo';
import { SearchDemo } from './search-demo';
import { SeriesProgressDemo } from './series-progress-demo';
import { TopicCardDemo } from './topic-card-demo';

export const VISUAL_FEATURES_ID = 'visual-features';

function Group({ title, text, icon: Icon, children }: { title: string; text: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
          <p className="text-muted-foreground">{text}</p>
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** SPEC §2 features page: demo widgets with sample data only; Learn More scrolls to them. */
export function FeaturesPage() {
  const learnMore = () => document.getElementById(VISUAL_FEATURES_ID)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return (
    <>
      <title>Features · Rooted</title>
      <section className="border-b bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklch,var(--primary)_12%,transparent),transparent_70%)]">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Everything you need to grow</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Rooted turns the podcasts you already love into study: follow a series, answer questions, keep notes that find
            the verses, and remember what you learn. Try each feature below with sample content.
          </p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.seriesList()}>
                Get Started
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" onClick={learnMore}>
              Learn More
              <ArrowDown aria-hidden />
            </Button>
          </div>
        </div>
      </section>
      <Page id={VISUAL_FEATURES_ID} className="flex scroll-mt-20 flex-col gap-16" data-testid="visual-features">
        <Group title="Remember More" text="Flashcards, notes that find the verses, and search." icon={Brain}>
          <div className="flex min-w-0 flex-col gap-5">
            <FlashcardDemo />
            <SearchDemo />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <ScriptureDetectionDemo />
            <NotesDemo />
          </div>
        </Group>
        <Group title="Reflect Deeper" text="Outlines, discussion questions, topics and reflection." icon={MessagesSquare}>
          <EpisodePageDemo />
          <div className="flex min-w-0 flex-col gap-5">
            <TopicCardDemo />
            <ReflectionDemo />
          </div>
        </Group>
        <Group title="Grow Consistently" text="Series you can finish, and a certificate when you do." icon={Sprout}>
          <SeriesProgressDemo />
          <CertificateDemo />
        </Group>
      </Page>
    </>
  );
}
