import { BookOpenCheck, GraduationCap, Headphones, type LucideIcon, MessagesSquare, ShieldCheck, Sprout } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { CreatorForm } from './creator-form';

interface Offer {
  icon: LucideIcon;
  title: string;
  text: string;
}

// What a creator's listeners get, and what stays the creator's own.
const offers: Offer[] = [
  { icon: MessagesSquare, title: 'Questions for every episode', text: 'Outlines and discussion questions turn each episode into a small-group conversation.' },
  { icon: BookOpenCheck, title: 'Scripture at their fingertips', text: 'Verses you mention open in the Bible reader, and notes catch every reference.' },
  { icon: GraduationCap, title: 'Learning that lasts', text: 'Flashcards with spaced repetition help listeners remember what you teach.' },
  { icon: Sprout, title: 'Series people finish', text: 'Progress tracking, reflections and a shareable seedling certificate at the end.' },
  { icon: Headphones, title: 'Your audio stays yours', text: 'Episodes play from your own feed and are credited to you.' },
  { icon: ShieldCheck, title: 'You decide on transcripts', text: 'Full transcripts appear only where you permit them; otherwise short snippets.' },
];

export function CreatorPage() {
  return (
    <Page>
      <title>For Creators · Rooted</title>
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">For Bible content creators</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Help your listeners grow deeper roots</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Rooted turns podcast listening into learning. Bring your podcast or series, and your audience gets the tools to
          study, remember and finish what they start.
        </p>
      </div>

      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-5 shadow-xs">
            <Icon className="size-5 text-primary" aria-hidden />
            <h2 className="mt-3 font-semibold tracking-tight">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="creator-form-title" className="mx-auto mt-16 max-w-2xl">
        <h2 id="creator-form-title" className="text-2xl font-semibold tracking-tight">
          Bring your content to Rooted
        </h2>
        <p className="mt-1.5 text-muted-foreground">Tell us about your podcast. We read every submission and reply by e-mail.</p>
        <Card className="mt-6 p-6 sm:p-8">
          <CreatorForm />
        </Card>
      </section>
    </Page>
  );
}
