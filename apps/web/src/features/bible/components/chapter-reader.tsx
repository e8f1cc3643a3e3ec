import { formatReference, type Book, type BibleVerse, type ChapterResponse, type CustomVerseLink } from '@rooted/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { chapterQueryOptions } from '../api/get-chapter';
import { customLinksQueryOptions, useCustomLinkMutations } from '../api/custom-links';
import { translationsQueryOptions } from '../api/get-translations';
import { useChapterKeys } from '../hooks/use-chapter-keys';
import { useChooseTranslation } from '../hooks/use-translation-choice';
import { useVerseActions } from '../hooks/use-verse-actions';
import { useVerseHighlight } from '../hooks/use-verse-highlight';
import { rememberLastTranslation } from '../lib/last-translation';
import type { SelectedVerse, VerseAction } from '../lib/types';
import { ChapterNav } from './chapter-nav';
import { ChapterNotFound } from './chapter-not-found';
import { ChapterSkeleton } from './chapter-skeleton';
import { ReaderFrame } from './reader-frame';
import { ChapterText } from './chapter-text';
import { CrossReferencesDialog, VerseLinksDialog } from './lazy-dialogs';
import { ReaderHeader } from './reader-header';

export interface ChapterReaderProps {
  /** Canonical ids: 'WEB', the book from `findBook`, a chapter number within the book. */
  translation: string;
  book: Book;
  chapter: number;
  /** ?highlight=N or ?verse=N */
  highlight: number | null;
  user: { signedIn: boolean; isSupporter: boolean };
  /** Wired by the flashcards feature; without it 'Add as flashcard' is shown disabled. */
  onAddFlashcard?: (verse: SelectedVerse) => void;
  /**
   * Composed by the page after the verses that have one (issue 15: which episodes discuss it). Plain
   * elements by verse number, so the memoised verse rows without an addon never re-render for it.
   */
  verseAddons?: ReadonlyMap<number, ReactNode>;
  /** Composed by the page above the text (issue 15: episodes that discuss the chapter as a whole). */
  chapterAddon?: ReactNode;
  /**
   * While true the skeleton stays up even when the text has arrived: the page's addons are still loading
   * and would push the text down when they appear (layout shift, issue 13).
   */
  addonsPending?: boolean;
}

export function ChapterReader(props: ChapterReaderProps) {
  const { translation, book, chapter, highlight, user, onAddFlashcard, verseAddons, chapterAddon } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const chapterQuery = useQuery(chapterQueryOptions({ translation, book: book.slug, chapter }));
  const translations = useQuery(translationsQueryOptions);
  const linksQuery = useQuery(customLinksQueryOptions({ translation, book: book.slug, chapter, enabled: user.isSupporter }));
  const mutations = useCustomLinkMutations({ translation, book: book.slug, chapter });
  const chooseTranslation = useChooseTranslation({ signedIn: user.signedIn });
  const actions = useVerseActions({ onAddFlashcard });
  const data = chapterQuery.data;

  useEffect(() => {
    if (!data) return;
    rememberLastTranslation(data.translation.id);
    // Most readers go on to the next chapter: have it ready before they click.
    if (data.next) void queryClient.prefetchQuery(chapterQueryOptions({ translation, book: data.next.book, chapter: data.next.chapter }));
  }, [data, queryClient, translation]);

  // The 2 s highlight (and its scroll) starts when the verses are on screen, not while the skeleton waits for addons.
  const highlighted = useVerseHighlight({ verse: highlight, ready: !!data && !props.addonsPending, runKey: location.key });
  const goTo = useCallback((to: ChapterResponse['next']) => to && navigate(paths.bibleChapter(translation, to.book, to.chapter)), [navigate, translation]);
  useChapterKeys({ onPrevious: data?.previous ? () => goTo(data.previous) : undefined, onNext: data?.next ? () => goTo(data.next) : undefined });

  // One stable handler for every verse row (rows are memoised): what the menu picked, for which verse.
  const runAction = actions.run;
  const onVerseAction = useCallback(
    (action: VerseAction, v: BibleVerse) => {
      if (data) runAction(action, selectedVerse(data, v));
    },
    [data, runAction],
  );

  const links = linksQuery.data?.links;
  const linksByVerse = useMemo(() => {
    const map = new Map<number, CustomVerseLink[]>();
    for (const link of links ?? []) map.set(link.verse, [...(map.get(link.verse) ?? []), link]);
    return map;
  }, [links]);

  if (chapterQuery.error) {
    if (isApiError(chapterQuery.error, 404)) return <ChapterNotFound error={chapterQuery.error} translation={translation} book={book} />;
    return (
      <ReaderFrame>
        <Alert variant="destructive">
          <AlertTitle>Could not load {book.name} {chapter}</AlertTitle>
          <AlertDescription>{chapterQuery.error.message}</AlertDescription>
        </Alert>
      </ReaderFrame>
    );
  }
  if (!data || props.addonsPending) return <ReaderFrame><ChapterSkeleton /></ReaderFrame>;

  // 'Psalm 23' reads better than 'Psalms 23' for a single chapter.
  const title = `${data.book.slug === 'Psalms' ? 'Psalm' : data.book.name} ${data.chapter}`;
  const lastVerse = data.verses.at(-1)?.verse ?? 0;
  const missingVerse = highlight !== null && !data.verses.some((v) => v.verse === highlight);

  return (
    <ReaderFrame>
      <title>{`${title} (${data.translation.id}) · Rooted`}</title>
      <ReaderHeader
        title={title}
        book={data.book}
        translation={data.translation.id}
        translationName={data.translation.name}
        translations={translations.data?.translations ?? [{ ...data.translation, isDefault: false }]}
        onTranslationChange={(id) => {
          chooseTranslation(id);
          navigate(paths.bibleChapter(id, data.book.slug, data.chapter));
        }}
      />
      {missingVerse && (
        <Alert className="mt-6" data-testid="verse-not-found">
          <AlertTitle>Verse not found</AlertTitle>
          <AlertDescription>
            {title} has no verse {highlight} in the {data.translation.name}; it ends at verse {lastVerse}.
          </AlertDescription>
        </Alert>
      )}
      {chapterAddon}
      <article className="mt-8" aria-label={title}>
        <ChapterText
          verses={data.verses}
          translation={data.translation.id}
          bookIndex={data.book.index}
          chapter={data.chapter}
          highlighted={highlighted}
          linksByVerse={linksByVerse}
          addons={verseAddons}
          onAction={onVerseAction}
          canAddFlashcard={!!onAddFlashcard}
          canLink={user.isSupporter}
        />
      </article>
      <ChapterNav translation={data.translation.id} previous={data.previous} next={data.next} className="mt-10 border-t pt-6" />
      <CrossReferencesDialog verse={actions.crossReferencesFor} onClose={actions.closeCrossReferences} isSupporter={user.isSupporter} />
      {user.isSupporter && (
        <VerseLinksDialog
          verse={actions.linksFor}
          links={actions.linksFor ? (linksByVerse.get(actions.linksFor.verse) ?? []) : []}
          mutations={mutations}
          onClose={actions.closeLinks}
        />
      )}
    </ReaderFrame>
  );
}

/** What the verse actions hand on (copy text, the flashcard dialog, cross references, links). */
function selectedVerse(data: ChapterResponse, v: BibleVerse): SelectedVerse {
  return {
    translation: data.translation.id,
    book: { index: data.book.index, name: data.book.name, slug: data.book.slug },
    chapter: data.chapter,
    verse: v.verse,
    text: v.text,
    reference: formatReference({ book: data.book.index, chapter: data.chapter, verseFrom: v.verse }),
  };
}
