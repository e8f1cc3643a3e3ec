import { BookOpen, Compass, House, Library } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any unknown path (the server also answers it with a real 404 status). Loaded eagerly: it is tiny. */
export default function NotFoundPage() {
  return (
    <Page className="flex min-h-[60dvh] items-center justify-center" data-testid="not-found">
      <title>Page not found · Rooted</title>
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <Compass className="size-7" aria-hidden />
        </span>
        <p className="text-sm font-medium tracking-wider text-muted-foreground uppercase">Error 404</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
        <p className="text-muted-foreground">
          We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.
          Here are some good places to pick up again.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={paths.home()}>
              <House aria-hidden />
              Go home
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.bible()}>
              <BookOpen aria-hidden />
              Read the Bible
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={paths.seriesList()}>
              <Library aria-hidden />
              Browse series
            </Link>
          </Button>
        </div>
      </div>
    </Page>
  );
}
