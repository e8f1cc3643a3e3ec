import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';

// After a deploy, an open tab may ask for page chunks that no longer exist; a reload fixes it.
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** What a page (or the shell) shows when rendering it threw; see ./route-error-boundary. */
export function ErrorPage({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);

  const stale = isChunkLoadError(error);
  return (
    <Page className="flex min-h-[60dvh] items-center justify-center" data-testid="error-page">
      <title>Something went wrong · Rooted</title>
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-destructive/10 text-destructive">
          <TriangleAlert className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {stale ? 'Rooted has been updated' : 'Something went wrong'}
        </h1>
        <p className="text-muted-foreground">
          {stale
            ? 'A newer version is available. Reload the page to continue.'
            : 'This page ran into a problem. Reloading usually helps; if it keeps happening, please let us know.'}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Reload page
          </Button>
          {/* A plain <a> (full load), not <Link>: the router or a stale bundle may be what failed. */}
          <Button variant="outline" asChild>
            <a href="/">Go home</a>
          </Button>
        </div>
      </div>
    </Page>
  );
}
