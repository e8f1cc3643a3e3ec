import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface DemoCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  testId: string;
  className?: string;
  children: ReactNode;
}

/** The frame of one interactive demo: what the feature is, then a working miniature of it. */
export function DemoCard({ title, description, icon: Icon, testId, className, children }: DemoCardProps) {
  const headingId = `${testId}-title`;
  return (
    <Card
      data-testid={testId}
      aria-labelledby={headingId}
      role="region"
      className={cn('flex min-w-0 flex-col overflow-hidden', className)}
    >
      <div className="flex items-start gap-3 border-b bg-muted/30 p-5">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-4.5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold tracking-tight">
              {title}
            </h3>
            <Badge variant="outline" className="text-muted-foreground">
              Try it
            </Badge>
          </div>
          <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </Card>
  );
}
