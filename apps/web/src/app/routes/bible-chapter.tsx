import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type AuthRedirectState } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { ChapterScreen } from '@/features/bible/components/chapter-screen';
import type { SelectedVerse } from '@/features/bible/lib/types';
import { AddFlashcardDialog } from '@/features/flashcards/components/add-flashcard-dialog';

// The reader's 'Add as flashcard' verse action opens the flashcards feature's dialog; visitors sign in first.
export default function BibleChapterPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [flashcardVerse, setFlashcardVerse] = useState<SelectedVerse | null>(null);
  const onAddFlashcard = (verse: SelectedVerse) => {
    if (user) return setFlashcardVerse(verse);
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.auth(), { state });
  };
  const v = flashcardVerse;
  return (
    <>
      <ChapterScreen
        user={{ signedIn: !!user, isSupporter: !!user?.isSupporter }}
        onAddFlashcard={onAddFlashcard}
      />
      <AddFlashcardDialog
        passage={v && { book: v.book.index, chapter: v.chapter, verseFrom: v.verse, reference: v.reference }}
        text={v?.text}
        onClose={() => setFlashcardVerse(null)}
      />
    </>
  );
}
