import { AlertCircle, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';

interface CatalogErrorProps {
  error: unknown;
  /** "podcast", "series", "episode". */
  what: string;
  back: { href: string; label: string };
  onRetry: () => void;
}

/** A 404 says the thing does not exist (or is hidden); anything else offers a retry. */
export function CatalogError({ error, what, back, onRetry }: CatalogErrorProps) {
  if (isApiError(error, 404)) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="catalog-not-found">
        <SearchX className="size-8 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-semibold tracking-tight">We couldn't find this {what}</h1>
        <p className="text-muted-foreground">It may have been renamed or removed.</p>
        <Button asChild variant="outline">
          <Link to={back.href}>{back.label}</Link>
        </Button>
      </div>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>Could not load this {what}</AlertTitle>
      <AlertDescription>
        <p>{error instanceof Error ? error.message : 'Check your connection and try again.'}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}
