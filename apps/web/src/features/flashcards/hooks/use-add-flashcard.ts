// Adding a card from anywhere: create the deck first when a new one was named, then the card, and say
// what happened. A refusal by the free quota is returned as a state, not thrown, so the dialog can
// show the 'Supporter Feature' alert in place.
import { FLASHCARD_QUOTA_CODE, type FlashcardType } from '@rooted/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api';
import { useCreateCard } from '../api/cards';
import { useCreateDeck } from '../api/decks';
import { rememberLastDeck } from '../lib/last-deck';

export interface PassageToAdd {
  /** Canonical book index (1..66), or a name/slug the server understands. */
  book: number | string;
  chapter: number;
  verseFrom: number;
  verseTo?: number | null;
  /** 'John 3:16', for messages. */
  reference: string;
  /** Optional listening moment the card was made from. */
  episodeId?: string;
  clipStartSeconds?: number;
  clipEndSeconds?: number;
}

export function useAddFlashcard() {
  const createDeck = useCreateDeck();
  const createCard = useCreateCard();
  const [quotaReached, setQuotaReached] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add(opts: {
    passage: PassageToAdd;
    type: FlashcardType;
    /** An existing deck, or null to create one named `newDeckName`. */
    deck: { id: string; name: string } | null;
    newDeckName: string;
  }) {
    const { passage, type } = opts;
    setError(null);
    try {
      const deck = opts.deck ?? (await createDeck.mutateAsync({ name: opts.newDeckName.trim() })).deck;
      const { reference: _reference, ...fields } = passage;
      const result = await createCard.mutateAsync({ ...fields, deckId: deck.id, type });
      rememberLastDeck(deck.id);
      if (result.created) toast.success(`Added ${passage.reference} to ${deck.name}`);
      else
        toast.info(`${passage.reference} is already in ${deck.name}`, {
          description: 'Your existing card was kept.',
        });
      return true;
    } catch (e) {
      if (isApiError(e, 403) && e.code === FLASHCARD_QUOTA_CODE) setQuotaReached(true);
      else setError(e instanceof Error ? e.message : 'Could not add the flashcard. Please try again.');
      return false;
    }
  }

  return {
    add,
    isPending: createDeck.isPending || createCard.isPending,
    quotaReached,
    error,
    reset: () => {
      setQuotaReached(false);
      setError(null);
    },
  };
}
