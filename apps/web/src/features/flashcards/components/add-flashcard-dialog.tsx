import type { FlashcardType } from '@rooted/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDecks } from '../api/decks';
import { useOverview } from '../api/get-overview';
import { useAddFlashcard, type PassageToAdd } from '../hooks/use-add-flashcard';
import { readLastDeck } from '../lib/last-deck';
import { CardTypePicker } from './card-type-picker';
import { DeckChoice, NEW_DECK } from './deck-choice';
import { QuotaAlert } from './quota-alert';

interface AddFlashcardDialogProps {
  /** The verse or passage to add; the dialog is open while this is set. */
  passage: PassageToAdd | null;
  /** Its text, shown so the user sees what they are adding (optional). */
  text?: string;
  onClose: () => void;
}

/**
 * 'Add as flashcard' from anywhere (the Bible reader, a verse found in a note, a listening moment):
 * pick a deck or name a new one, pick the card type.
 */
export function AddFlashcardDialog({ passage, text, onClose }: AddFlashcardDialogProps) {
  return (
    <Dialog open={!!passage} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {passage && (
          <AddFlashcardForm key={passage.reference} passage={passage} text={text} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddFlashcardForm({
  passage,
  text,
  onClose,
}: {
  passage: PassageToAdd;
  text?: string;
  onClose: () => void;
}) {
  const decks = useDecks();
  const overview = useOverview();
  const { add, isPending, quotaReached, error } = useAddFlashcard();
  const [type, setType] = useState<FlashcardType>('verse_to_text');
  const [chosen, setChosen] = useState<string | null>(null);
  const [newName, setNewName] = useState('Memory verses');

  const list = decks.data?.decks ?? [];
  const last = readLastDeck();
  const fallback = list.find((d) => d.id === last)?.id ?? list[0]?.id ?? NEW_DECK;
  const deckValue = chosen ?? fallback;
  const creating = deckValue === NEW_DECK || list.length === 0;
  const atLimit = quotaReached || overview.data?.quota.remaining === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const deck = creating ? null : (list.find((d) => d.id === deckValue) ?? null);
    const ok = await add({ passage, type, deck, newDeckName: newName });
    if (ok) onClose();
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>Add {passage.reference} as a flashcard</DialogTitle>
        <DialogDescription className="line-clamp-3 font-serif text-base">
          {text ?? 'Choose a deck and how you want to be asked.'}
        </DialogDescription>
      </DialogHeader>
      {decks.isPending ? (
        <Skeleton className="h-16" />
      ) : (
        <DeckChoice
          decks={list}
          value={deckValue}
          onChange={setChosen}
          newName={newName}
          onNewNameChange={setNewName}
        />
      )}
      <CardTypePicker value={type} onChange={setType} />
      {atLimit && <QuotaAlert />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={isPending || atLimit || decks.isPending || (creating && !newName.trim())}
        >
          {isPending ? 'Adding...' : 'Add flashcard'}
        </Button>
      </DialogFooter>
    </form>
  );
}
