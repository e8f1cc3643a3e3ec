import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { EntriesScope } from '../api/notes-api';
import { useSlotEntry } from '../hooks/use-slot-entries';
import type { SlotTarget } from '../lib/slot';
import { AutoSaveField } from './auto-save-field';

type FieldProps = Omit<ComponentProps<typeof AutoSaveField>, 'userId' | 'target' | 'initial' | 'onSaved'>;

interface SlotEditorProps extends FieldProps {
  userId: string;
  scope: EntriesScope;
  target: SlotTarget;
}

/** Loads the page's saved entries, then opens the editor of one slot with its saved text. */
export function SlotEditor({ userId, scope, target, ...field }: SlotEditorProps) {
  const { query, entry, onSaved } = useSlotEntry(userId, scope, target);
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
        Could not load what you wrote.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <AutoSaveField userId={userId} target={target} initial={entry} onSaved={onSaved} {...field} />;
}
