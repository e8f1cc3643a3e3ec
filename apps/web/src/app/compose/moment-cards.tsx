// A flashcard from a verse heard in a moment: the flashcards feature's dialog, given the passage and the
// moment's clip, so the card can play it again. Used by the capture toast and the episode page.
import { bookByIndex, type Moment, type MomentReference } from '@rooted/shared';
import { useCallback, useState } from 'react';
import { AddFlashcardDialog } from '@/features/flashcards/components/lazy-add-flashcard-dialog';
import type { PassageToAdd } from '@/features/flashcards/hooks/use-add-flashcard';

/** A whole chapter is not a card; its first verse is (as for verses found in notes). */
export function momentPassage(moment: Moment, ref: MomentReference): PassageToAdd {
  return {
    book: ref.book,
    chapter: ref.chapter,
    verseFrom: ref.verseFrom,
    verseTo: ref.wholeChapter ? null : ref.verseTo,
    reference: ref.wholeChapter ? `${bookByIndex(ref.book)?.name ?? ''} ${ref.chapter}:${ref.verseFrom}` : ref.label,
    episodeId: moment.episodeId,
    clipStartSeconds: moment.clipStartSeconds,
    clipEndSeconds: moment.clipEndSeconds,
  };
}

export function useMomentCards() {
  const [adding, setAdding] = useState<PassageToAdd | null>(null);
  const makeCard = useCallback((moment: Moment, ref: MomentReference) => setAdding(momentPassage(moment, ref)), []);
  return { makeCard, dialog: <AddFlashcardDialog passage={adding} onClose={() => setAdding(null)} /> };
}
