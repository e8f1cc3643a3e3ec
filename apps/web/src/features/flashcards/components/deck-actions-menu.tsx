import type { Deck } from '@rooted/shared';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDeleteDeck } from '../api/decks';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DeckFormDialog } from './deck-form-dialog';

/** Rename and delete for one deck, with their dialogs. */
export function DeckActionsMenu({ deck, onDeleted }: { deck: Deck; onDeleted?: () => void }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteDeck();
  const cards = deck.stats.totalCards;

  const confirmDelete = () =>
    remove.mutate(deck.id, {
      onSuccess: () => {
        setDeleting(false);
        toast.success(`Deleted ${deck.name}`);
        onDeleted?.();
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Options for ${deck.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setRenaming(true)}>
            <Pencil aria-hidden />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeckFormDialog open={renaming} onOpenChange={setRenaming} deck={deck} />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${deck.name}?`}
        description={
          cards > 0
            ? `Its ${cards === 1 ? 'card' : `${cards} cards`} and their review schedule will be deleted too. This cannot be undone.`
            : 'This cannot be undone.'
        }
        confirmLabel="Delete deck"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
