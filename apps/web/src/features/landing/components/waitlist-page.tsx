import { BellRing, Sparkles, Sprout } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { WaitlistForm } from './waitlist-form';

const reasons = [
  { icon: Sparkles, text: 'Hear first when new series and supporter features arrive.' },
  { icon: Sprout, text: 'Help shape what Rooted grows into next.' },
  { icon: BellRing, text: 'Only occasional news about Rooted, nothing else.' },
];

export function WaitlistPage() {
  return (
    <Page className="grid max-w-5xl items-start gap-10 md:grid-cols-2 md:gap-16">
      <title>Waitlist · Rooted</title>
      <div className="flex flex-col gap-4 md:pt-6">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Join the waitlist</h1>
        <p className="text-lg text-muted-foreground">
          Rooted is growing. Leave your e-mail and we'll let you know when something new is ready for you.
        </p>
        <ul className="mt-2 flex flex-col gap-3">
          {reasons.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="pt-1">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <Card className="p-6 sm:p-8">
        <WaitlistForm />
      </Card>
    </Page>
  );
}
