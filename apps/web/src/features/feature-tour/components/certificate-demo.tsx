import { Award, BadgeCheck, Sprout } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SAMPLE_SERIES } from '../lib/sample-data';
import { DemoCard } from './demo-card';

export function CertificateDemo() {
  const [name, setName] = useState('Sarah Johnson');
  const [supporter, setSupporter] = useState(false);
  const date = new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <DemoCard
      testId="demo-certificate"
      icon={Award}
      title="Certificate"
      description="Finish a series and earn a shareable seedling certificate."
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="certificate-demo-name">Name on certificate</Label>
          <Input id="certificate-demo-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button variant={supporter ? 'default' : 'outline'} aria-pressed={supporter} onClick={() => setSupporter((s) => !s)}>
          <BadgeCheck aria-hidden />
          Supporter badge
        </Button>
      </div>
      <figure
        data-testid="certificate-preview"
        className="relative mt-4 overflow-hidden rounded-xl border-2 border-double border-primary/50 bg-[radial-gradient(80%_60%_at_50%_0%,color-mix(in_oklch,var(--primary)_10%,transparent),transparent)] p-6 text-center"
      >
        <Sprout className="mx-auto size-10 text-primary" aria-hidden />
        <p className="mt-2 text-xs font-medium tracking-[0.2em] text-muted-foreground uppercase">Certificate of Completion</p>
        <p className="mt-3 font-serif text-2xl font-semibold break-words">{name.trim() || 'Your Name'}</p>
        <p className="mt-2 text-sm text-muted-foreground">has completed the series</p>
        <p className="font-serif text-lg">{SAMPLE_SERIES.name}</p>
        <p className="mt-3 text-xs text-muted-foreground">{date}</p>
        {supporter && (
          <span
            data-testid="certificate-supporter-badge"
            className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground"
          >
            <BadgeCheck className="size-3.5" aria-hidden /> Supporter
          </span>
        )}
      </figure>
    </DemoCard>
  );
}
