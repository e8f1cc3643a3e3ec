import { findBook, formatReference, type ChapterMention } from '@rooted/shared';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, type AuthRedirectState } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { ChapterScreen } from '@/features/bible/components/chapter-screen';
import type { SelectedVerse } from '@/features/bible/lib/types';
import { AddFlashcardDialog } from '@/features/flashcards/components/add-flashcard-dialog';
import { usePlayerActions } from '@/features/player';
import { ChapterMentionsNote, useChapterMentionsPending, VerseMentionsBadge } from '@/features/verse-mentions';
import { usePlayPlayable } from '../use-play-episode';

// The reader's 'Add as flashcard' verse action opens the flashcards feature's dialog; visitors sign in first.
// Beside each verse that podcast episodes discuss, a badge lists them; an entry opens the player at the
// moment the episode names the verse (issue 15).
export default function BibleChapterPage() {
  const { user, isLoading: sessionLoading } = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [flashcardVerse, setFlashcardVerse] = useState<SelectedVerse | null>(null);
  const onAddFlashcard = (verse: SelectedVerse) => {
    if (user) return setFlashcardVerse(verse);
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.auth(), { state });
  };
  const play = usePlayPlayable();
  const { seekTo } = usePlayerActions();
  const playMention = useCallback(
    (m: ChapterMention & { timeSeconds: number }) => {
      play(m.episode);
      seekTo(m.timeSeconds);
    },
    [play, seekTo],
  );
  const viewerKey = user ? `${user.id}:${user.isAdmin}` : 'visitor';
  // The text waits (a skeleton, usually for no longer than the text's own request) until the session and
  // the chapter's mentions are known, so the 'discussed in' note cannot push it down (CLS, issue 13).
  // Canonical and odd addresses alike: the same book/chapter the reader resolves (unknown ones: no wait).
  const chapterParam = /^\d{1,3}$/.test(params.chapter ?? '') ? Number(params.chapter) : null;
  const mentionsPending = useChapterMentionsPending(findBook(params.book ?? '')?.slug ?? null, chapterParam, viewerKey);
  const [textShown, setTextShown] = useState<string | null>(null);
  const chapterKey = `${params.translation}/${params.book}/${params.chapter}`;
  const addonsPending = sessionLoading || mentionsPending;
  // Once the text is up it stays up (a later session change must not bring the skeleton back).
  if (!addonsPending && textShown !== chapterKey) setTextShown(chapterKey);
  const v = flashcardVerse;
  return (
    <>
      <ChapterScreen
        user={{ signedIn: !!user, isSupporter: !!user?.isSupporter }}
        addonsPending={addonsPending && textShown !== chapterKey}
        onAddFlashcard={onAddFlashcard}
        renderVerseAddon={({ book, chapter, verse }) => (
          <VerseMentionsBadge
            book={book.slug}
            chapter={chapter}
            verse={verse}
            reference={formatReference({ book: book.index, chapter, verseFrom: verse })}
            viewerKey={viewerKey}
            onPlay={playMention}
          />
        )}
        renderChapterAddon={({ book, chapter }) => (
          <ChapterMentionsNote
            book={book.slug}
            chapter={chapter}
            title={`${book.slug === 'Psalms' ? 'Psalm' : book.name} ${chapter}`}
            viewerKey={viewerKey}
            onPlay={playMention}
          />
        )}
      />
      <AddFlashcardDialog
        passage={v && { book: v.book.index, chapter: v.chapter, verseFrom: v.verse, reference: v.reference }}
        text={v?.text}
        onClose={() => setFlashcardVerse(null)}
      />
    </>
  );
}
