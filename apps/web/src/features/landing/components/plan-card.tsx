import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface PlanCardProps {
  name: string;
  price: ReactNode;
  tagline: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
  testId: string;
}

export function PlanCard({ name, price, tagline, features, action, highlighted, testId }: PlanCardProps) {
  return (
    <Card
      data-testid={testId}
      className={cn('relative flex flex-col gap-6 p-6 sm:p-8', highlighted && 'border-primary/60 shadow-md ring-1 ring-primary/30')}
    >
      {highlighted && (
        <Badge variant="accent" className="absolute -top-3 right-6">
          Support the mission
        </Badge>
      )}
      <div>
        <h3 className="text-xl font-semibold tracking-tight">{name}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{tagline}</p>
        <p className="mt-4 text-4xl font-semibold tracking-tight">{price}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-3 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
