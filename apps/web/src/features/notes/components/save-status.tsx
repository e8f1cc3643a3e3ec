import { AlertCircle, CircleCheck, CloudOff, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SaveStatus as Status } from '../hooks/use-auto-save';

interface SaveStatusProps {
  status: Status;
  error: string | null;
  onRetry: () => void;
  className?: string;
}

/** The visible save state next to an editor; announced politely to screen readers. */
export function SaveStatus({ status, error, onRetry, className }: SaveStatusProps) {
  return (
    <p
      role="status"
      data-testid="save-state"
      data-status={status}
      className={cn('flex min-h-5 items-center gap-1.5 text-xs text-muted-foreground', className)}
    >
      {(status === 'pending' || status === 'saving') && (
        <>
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> Saving...
        </>
      )}
      {status === 'saved' && (
        <>
          <CircleCheck className="size-3.5 text-primary" aria-hidden /> Saved
        </>
      )}
      {status === 'retrying' && (
        <>
          <CloudOff className="size-3.5 text-warning-foreground dark:text-warning" aria-hidden />
          {error ?? 'Not saved yet. Retrying...'}
        </>
      )}
      {status === 'queued' && (
        <>
          <CloudOff className="size-3.5 text-muted-foreground" aria-hidden />
          {error}
        </>
      )}
      {status === 'error' && (
        <>
          <AlertCircle className="size-3.5 text-destructive" aria-hidden />
          <span className="text-destructive">Not saved: {error}</span>
          <Button variant="link" size="sm" className="h-auto px-1 text-xs" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
    </p>
  );
}
