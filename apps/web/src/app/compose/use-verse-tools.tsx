// Verse links and 'add as flashcard' for pages that show verses found elsewhere (notes, topics,
// recaps): the reader opens in the user's translation (SPEC §2 paths), and the flashcards feature's
// dialog adds the verse; visitors are sent to sign in first.
import { bookByIndex, type DetectedReference, type KeyVerse, type VerseRef } from '@rooted/shared';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type AuthRedirectState } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { useResolvedTranslation } from '@/features/bible/hooks/use-translation-choice';
import { AddFlashcardDialog } from '@/features/flashcards/components/lazy-add-flashcard-dialog';
import type { PassageToAdd } from '@/features/flashcards/hooks/use-add-flashcard';

interface Passage {
  book: number;
  chapter: number;
  verseFrom: number;
  verseTo: number | null;
  wholeChapter: boolean;
  reference: string;
  text?: string | null;
}

const fromRef = (ref: VerseRef, reference: string): Passage => ({ ...ref, book: ref.book.index, reference });

export function useVerseTools() {
  const { user } = useSession();
  const { translation } = useResolvedTranslation({ signedIn: !!user });
  const navigate = useNavigate();
  const location = useLocation();
  const [adding, setAdding] = useState<Passage | null>(null);

  const href = useCallback(
    (p: Pick<Passage, 'book' | 'chapter' | 'verseFrom' | 'wholeChapter'>) =>
      paths.bibleChapter(
        translation,
        bookByIndex(p.book)?.slug ?? String(p.book),
        p.chapter,
        p.wholeChapter ? undefined : p.verseFrom,
      ),
    [translation],
  );

  const add = useCallback(
    (p: Passage) => {
      if (user) return setAdding(p);
      const state: AuthRedirectState = { from: location.pathname + location.search };
      void navigate(paths.auth(), { state });
    },
    [user, navigate, location.pathname, location.search],
  );

  // A whole chapter is not a card; its first verse is (the dialog says which).
  const passage: PassageToAdd | null = adding && {
    book: adding.book,
    chapter: adding.chapter,
    verseFrom: adding.verseFrom,
    verseTo: adding.wholeChapter ? null : adding.verseTo,
    reference: adding.wholeChapter
      ? `${bookByIndex(adding.book)?.name ?? ''} ${adding.chapter}:${adding.verseFrom}`
      : adding.reference,
  };

  return {
    translation,
    refHref: useCallback((ref: VerseRef) => href({ ...ref, book: ref.book.index }), [href]),
    keyVerseHref: useCallback((v: KeyVerse) => href(v), [href]),
    addDetected: useCallback((found: DetectedReference) => add(fromRef(found.ref, found.label)), [add]),
    addKeyVerse: useCallback((v: KeyVerse) => add({ ...v }), [add]),
    flashcardDialog: (
      <AddFlashcardDialog
        passage={passage}
        text={adding?.text ?? undefined}
        onClose={() => setAdding(null)}
      />
    ),
  };
}
