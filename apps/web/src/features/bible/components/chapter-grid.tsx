import type { Book } from '@rooted/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The chapters of one book as a grid of numbers. */
export function ChapterGrid({ translation, book }: { translation: string; book: Book }) {
  return (
    <nav aria-label={`Chapters of ${book.name}`}>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-2">
        {Array.from({ length: book.chapters }, (_, i) => i + 1).map((chapter) => (
          <li key={chapter}>
            <Link
              to={paths.bibleChapter(translation, book.slug, chapter)}
              aria-label={`${book.name} ${chapter}`}
              className="grid h-12 place-items-center rounded-lg border bg-card text-sm font-medium tabular-nums shadow-xs transition-colors hover:border-primary/40 hover:bg-secondary/60 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30"
            >
              {chapter}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
