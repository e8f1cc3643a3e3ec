import {
  FLASHCARD_QUOTA_CODE,
  parseVerseReference,
  type Deck,
  type Flashcard,
  type FlashcardType,
} from '@rooted/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api';
import { useCreateCard, useUpdateCard } from '../api/cards';
import { CardTypePicker } from './card-type-picker';
import { DeckChoice } from './deck-choice';
import { QuotaAlert } from './quota-alert';

interface CardFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deckId: string;
  /** Edit this card (its verse, type or deck); without it a new card is added to `deckId`. */
  card?: Flashcard;
  /** For moving a card to another deck while editing. */
  decks?: Deck[];
}

export function CardFormDialog({ open, onOpenChange, ...props }: CardFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {open && <CardForm {...props} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CardForm({
  deckId,
  card,
  decks = [],
  onDone,
}: Omit<CardFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const id = useId();
  const create = useCreateCard();
  const update = useUpdateCard();
  const [reference, setReference] = useState(card?.reference ?? '');
  const [type, setType] = useState<FlashcardType>(card?.type ?? 'verse_to_text');
  const [targetDeck, setTargetDeck] = useState(card?.deckId ?? deckId);
  const [error, setError] = useState<string | null>(null);
  const [quotaReached, setQuotaReached] = useState(false);
  const pending = create.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseVerseReference(reference);
    if (!parsed) return setError('Enter a verse or passage such as "John 3:16" or "Rom 8:28-29".');
    setError(null);
    const passage = {
      book: parsed.book.index,
      chapter: parsed.chapter,
      verseFrom: parsed.verseFrom,
      verseTo: parsed.verseTo,
    };
    try {
      if (card) {
        await update.mutateAsync({ cardId: card.id, ...passage, type, deckId: targetDeck });
        toast.success('Card saved');
      } else {
        const result = await create.mutateAsync({ ...passage, type, deckId });
        if (result.created) toast.success(`Added ${result.card.reference}`);
        else toast.info(`${result.card.reference} is already in this deck`);
      }
      onDone();
    } catch (e) {
      if (isApiError(e, 403) && e.code === FLASHCARD_QUOTA_CODE) setQuotaReached(true);
      else setError(e instanceof Error ? e.message : 'Could not save the card.');
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <DialogHeader>
        <DialogTitle>{card ? `Edit ${card.reference}` : 'Add a card'}</DialogTitle>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-ref`}>Verse or passage</Label>
        <Input
          id={`${id}-ref`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          placeholder="e.g. John 3:16 or Rom 8:28-29"
          autoComplete="off"
          autoFocus={!card}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <CardTypePicker value={type} onChange={setType} />
      {card && decks.length > 1 && (
        <DeckChoice
          decks={decks}
          value={targetDeck}
          onChange={setTargetDeck}
          newName=""
          onNewNameChange={() => undefined}
          allowNew={false}
        />
      )}
      {quotaReached && <QuotaAlert />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || !reference.trim()}>
          {pending ? 'Saving...' : card ? 'Save card' : 'Add card'}
        </Button>
      </DialogFooter>
    </form>
  );
}
