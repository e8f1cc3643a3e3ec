import { findBook, formatReference, type ChapterMention } from '@rooted/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, type AuthRedirectState } from '@/config/paths';
import { sessionQueryOptions, type SessionUser } from '@/features/auth/api/get-session';
import { useSession } from '@/features/auth/hooks/use-session';
import { chapterQueryOptions } from '@/features/bible/api/get-chapter';
import { translationsQueryOptions } from '@/features/bible/api/get-translations';
import { ChapterScreen } from '@/features/bible/components/chapter-screen';
import type { SelectedVerse } from '@/features/bible/lib/types';
import { AddFlashcardDialog } from '@/features/flashcards/components/lazy-add-flashcard-dialog';
import { usePlayerActions } from '@/features/player';
import { chapterMentionsQueryOptions, ChapterMentionsNote, useChapterMentions, VerseMentionsBadge } from '@/features/verse-mentions';
import { queryClient } from '../providers';
import { usePlayPlayable } from '../use-play-episode';

/** Admins also see hidden podcasts' episodes: the badges' answer depends on who asks. */
const viewerKeyOf = (user: SessionUser | null) => (user ? `${user.id}:${user.isAdmin}` : 'visitor');

/**
 * A first visit straight to a chapter: this module is evaluated while the shell still shows its skeleton,
 * and React holds the page back a little longer (it reveals suspended content no sooner than 300 ms after
 * the fallback). Asking for the text, the translations and the badges now rather than on the page's
 * first render takes those requests off the path to the text (LCP, issue 13). The same requests, keys
 * and options the page makes. Only for the address in the bar: the preloader imports this module from
 * other pages too.
 */
function prefetchFirstVisit() {
  const match = /^\/bible\/([^/]+)\/([^/]+)\/(\d{1,3})\/?$/.exec(window.location.pathname);
  const book = match && findBook(decodeURIComponent(match[2]!));
  const chapter = Number(match?.[3]);
  if (!match || !book || chapter < 1 || chapter > book.chapters) return;
  const translation = (new URLSearchParams(window.location.search).get('translation') ?? decodeURIComponent(match[1]!)).toUpperCase();
  void queryClient.prefetchQuery(translationsQueryOptions);
  void queryClient.prefetchQuery(chapterQueryOptions({ translation, book: book.slug, chapter }));
  void queryClient
    .fetchQuery(sessionQueryOptions)
    .then(({ user }) => queryClient.prefetchQuery(chapterMentionsQueryOptions(book.slug, chapter, viewerKeyOf(user))));
}
prefetchFirstVisit();

// The reader's 'Add as flashcard' verse action opens the flashcards feature's dialog; visitors sign in first.
// Beside each verse that podcast episodes discuss, a badge lists them; an entry opens the player at the
// moment the episode names the verse (issue 15).
export default function BibleChapterPage() {
  const { user, isLoading: sessionLoading } = useSession();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [flashcardVerse, setFlashcardVerse] = useState<SelectedVerse | null>(null);
  const signedIn = !!user;
  const from = `${location.pathname}${location.search}`;
  // Stable, like everything handed to the verse rows (they are memoised, issue 13).
  const onAddFlashcard = useCallback(
    (verse: SelectedVerse) => {
      if (signedIn) return setFlashcardVerse(verse);
      const state: AuthRedirectState = { from };
      void navigate(paths.auth(), { state });
    },
    [signedIn, from, navigate],
  );
  const play = usePlayPlayable();
  const { seekTo } = usePlayerActions();
  const playMention = useCallback(
    (m: ChapterMention & { timeSeconds: number }) => {
      play(m.episode);
      seekTo(m.timeSeconds);
    },
    [play, seekTo],
  );
  const viewerKey = viewerKeyOf(user);
  // The text waits (a skeleton, usually for no longer than the text's own request) until the session and
  // the chapter's mentions are known, so the 'discussed in' note cannot push it down (CLS, issue 13).
  // Canonical and odd addresses alike: the same book/chapter the reader resolves (unknown ones: no wait).
  const chapterParam = /^\d{1,3}$/.test(params.chapter ?? '') ? Number(params.chapter) : null;
  const book = findBook(params.book ?? '');
  // One request and one observer for the chapter's badges; the reader gets plain elements for the
  // verses that have one.
  const { mentions, pending: mentionsPending } = useChapterMentions(book?.slug ?? null, chapterParam, viewerKey);
  const verseAddons = useMemo(() => {
    if (!book || !chapterParam || !mentions) return undefined;
    const addons = new Map<number, ReactNode>();
    for (const [verse, list] of mentions.byVerse) {
      const reference = formatReference({ book: book.index, chapter: chapterParam, verseFrom: verse });
      addons.set(verse, <VerseMentionsBadge verse={verse} reference={reference} mentions={list} onPlay={playMention} />);
    }
    return addons;
  }, [book, chapterParam, mentions, playMention]);
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
        verseAddons={verseAddons}
        chapterAddon={
          book && chapterParam ? (
            <ChapterMentionsNote
              title={`${book.slug === 'Psalms' ? 'Psalm' : book.name} ${chapterParam}`}
              mentions={mentions?.wholeChapter ?? []}
              onPlay={playMention}
            />
          ) : null
        }
      />
      <AddFlashcardDialog
        passage={v && { book: v.book.index, chapter: v.chapter, verseFrom: v.verse, reference: v.reference }}
        text={v?.text}
        onClose={() => setFlashcardVerse(null)}
      />
    </>
  );
}
