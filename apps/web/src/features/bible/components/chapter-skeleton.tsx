import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in while a chapter loads: the shape of a title and a few paragraphs. */
export function ChapterSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading chapter">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-48" />
      </div>
      {[0, 1, 2].map((p) => (
        <div key={p} className="grid gap-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}
