import { DECK_DESCRIPTION_MAX, DECK_NAME_MAX, type Deck } from '@rooted/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCreateDeck, useUpdateDeck } from '../api/decks';

interface DeckFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rename this deck; without it the dialog creates a new one. */
  deck?: Deck;
  onCreated?: (deck: Deck) => void;
}

export function DeckFormDialog({ open, onOpenChange, deck, onCreated }: DeckFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open && <DeckForm deck={deck} onDone={() => onOpenChange(false)} onCreated={onCreated} />}
      </DialogContent>
    </Dialog>
  );
}

function DeckForm({
  deck,
  onDone,
  onCreated,
}: {
  deck?: Deck;
  onDone: () => void;
  onCreated?: (deck: Deck) => void;
}) {
  const id = useId();
  const create = useCreateDeck();
  const update = useUpdateDeck();
  const [name, setName] = useState(deck?.name ?? '');
  const [description, setDescription] = useState(deck?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Deck name is required');
    setError(null);
    try {
      if (deck) {
        await update.mutateAsync({ deckId: deck.id, name, description });
        toast.success('Deck saved');
      } else {
        const created = await create.mutateAsync({ name, description });
        toast.success(`Created ${created.deck.name}`);
        onCreated?.(created.deck);
      }
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the deck.');
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{deck ? 'Rename deck' : 'New deck'}</DialogTitle>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={DECK_NAME_MAX}
          placeholder="e.g. Sermon on the Mount"
          autoComplete="off"
          autoFocus
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={DECK_DESCRIPTION_MAX}
          rows={2}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : deck ? 'Save' : 'Create deck'}
        </Button>
      </DialogFooter>
    </form>
  );
}
