// Loading and error states shared by the console's panels.
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';

export function PanelState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  if (error)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load this section</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  return isPending ? <Skeleton className="h-40 w-full" /> : null;
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
