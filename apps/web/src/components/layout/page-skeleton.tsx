import { Skeleton } from '@/components/ui/skeleton';
import { Page } from './page';

/** Shown while a page's code or first data loads: the page's shape, without layout jump. */
export function PageSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <div className="flex max-w-prose flex-col gap-3">
        <Skeleton className="h-9 w-56 sm:h-10" />
        <Skeleton className="h-5 w-full max-w-md" />
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="hidden h-36 rounded-xl lg:block" />
      </div>
    </Page>
  );
}
