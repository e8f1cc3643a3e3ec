import type { Deck, Flashcard } from '@rooted/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Card } from '@/components/ui/card';
import { useDeleteCard } from '../api/cards';
import { CardFormDialog } from './card-form-dialog';
import { CardRow } from './card-row';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** A deck's cards, newest first, with edit and delete (confirmed). */
export function CardList({
  cards,
  today,
  deckId,
  decks,
  renderCardActions,
}: {
  cards: Flashcard[];
  today: string;
  deckId: string;
  decks: Deck[];
  renderCardActions?: (card: Flashcard) => ReactNode;
}) {
  const [editing, setEditing] = useState<Flashcard | null>(null);
  const [deleting, setDeleting] = useState<Flashcard | null>(null);
  const remove = useDeleteCard();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`Deleted ${deleting.reference}`);
        setDeleting(null);
      },
      onError: (e) => toast.error(e.message),
    });
  };

  return (
    <>
      <Card>
        <ul className="divide-y">
          {cards.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              today={today}
              onEdit={() => setEditing(card)}
              onDelete={() => setDeleting(card)}
              actions={renderCardActions?.(card)}
            />
          ))}
        </ul>
      </Card>
      <CardFormDialog
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        deckId={deckId}
        card={editing ?? undefined}
        decks={decks}
      />
      <ConfirmDeleteDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.reference ?? 'card'}?`}
        description="The card and its review schedule will be deleted. This cannot be undone."
        confirmLabel="Delete card"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
