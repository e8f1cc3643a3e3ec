import { BookX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';

interface BibleNotFoundProps {
  title: string;
  message: ReactNode;
  /** Links to a sensible place to continue (the book list, the chapter list, other translations). */
  actions: ReactNode;
}

/** A clear not-found state for an unknown translation, book or chapter, inside the normal page frame. */
export function BibleNotFound({ title, message, actions }: BibleNotFoundProps) {
  return (
    <Page className="flex min-h-[50dvh] items-center justify-center" data-testid="bible-not-found">
      <title>{`${title} · Rooted`}</title>
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <BookX className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>
      </div>
    </Page>
  );
}
