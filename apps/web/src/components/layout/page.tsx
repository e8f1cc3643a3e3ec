import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The standard page frame: same width and gutters as the top bar, comfortable vertical rhythm. */
export function Page({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-page px-4 py-8 sm:px-6 md:py-12', className)} {...props} />;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links aligned to the right of the title on wide screens. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="flex max-w-prose flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {description && <p className="text-base text-muted-foreground sm:text-lg">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
