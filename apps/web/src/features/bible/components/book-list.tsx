import { BOOKS, type Testament } from '@rooted/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const SECTIONS: { testament: Testament; title: string }[] = [
  { testament: 'OT', title: 'Old Testament' },
  { testament: 'NT', title: 'New Testament' },
];

/** Every book, by testament, linking to its chapter list in the chosen translation. */
export function BookList({ translation }: { translation: string }) {
  return (
    <div className="grid gap-10">
      {SECTIONS.map(({ testament, title }) => (
        <section key={testament} aria-labelledby={`books-${testament}`}>
          <h2 id={`books-${testament}`} className="mb-4 text-xl font-semibold tracking-tight">
            {title}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {BOOKS.filter((b) => b.testament === testament).map((book) => (
              <li key={book.index}>
                <Link
                  to={paths.bibleBook(translation, book.slug)}
                  className="flex h-full items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2.5 text-sm font-medium shadow-xs transition-colors hover:border-primary/40 hover:bg-secondary/60 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/30"
                >
                  <span className="truncate">{book.name}</span>
                  <span className="shrink-0 text-xs font-normal text-muted-foreground tabular-nums" aria-hidden>
                    {book.chapters}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
