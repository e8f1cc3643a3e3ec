import type { ChapterLink } from '@rooted/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

interface ChapterNavProps {
  translation: string;
  previous: ChapterLink | null;
  next: ChapterLink | null;
  className?: string;
}

/** Previous/next chapter, across book boundaries (Malachi 4 → Matthew 1). */
export function ChapterNav({ translation, previous, next, className }: ChapterNavProps) {
  return (
    <nav aria-label="Chapter navigation" className={cn('flex items-center justify-between gap-3', className)}>
      {previous ? (
        <Button variant="outline" asChild className="min-w-0">
          <Link to={paths.bibleChapter(translation, previous.book, previous.chapter)} rel="prev" data-testid="previous-chapter">
            <ChevronLeft aria-hidden />
            <span className="sr-only">Previous chapter: </span>
            <span className="truncate">{`${previous.bookName} ${previous.chapter}`}</span>
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button variant="outline" asChild className="min-w-0">
          <Link to={paths.bibleChapter(translation, next.book, next.chapter)} rel="next" data-testid="next-chapter">
            <span className="sr-only">Next chapter: </span>
            <span className="truncate">{`${next.bookName} ${next.chapter}`}</span>
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
