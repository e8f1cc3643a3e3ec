import { findBook } from '@rooted/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { chapterQueryOptions } from '../api/get-chapter';
import { useRouteTranslation } from '../hooks/use-route-translation';
import { canonicalSearch, parseChapterParam } from '../lib/bible-urls';
import { parseVerseParam } from '../lib/verse-text';
import { BibleNotFound } from './bible-not-found';
import { BookNotFound } from './book-not-found';
import { ChapterReader, type ChapterReaderProps } from './chapter-reader';
import { ChapterSkeleton } from './chapter-skeleton';
import { ReaderFrame } from './reader-frame';
import { TranslationNotFound } from './translation-not-found';

type ChapterScreenProps = Pick<ChapterReaderProps, 'user' | 'onAddFlashcard' | 'verseAddons' | 'chapterAddon' | 'addonsPending'>;

/** /bible/{translation}/{book}/{chapter}: checks and canonicalises the URL, then shows the reader. */
export function ChapterScreen(props: ChapterScreenProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const route = useRouteTranslation(params.translation ?? '', search.get('translation'));
  const book = findBook(params.book ?? '');
  const chapter = parseChapterParam(params.chapter);
  const queryClient = useQueryClient();
  // The text is what a reader waits for (LCP, issue 13): its request goes out together with the
  // translations list that checks the URL, not after it. For a canonical address ('WEB') it is the very
  // request the reader makes; for an unknown translation the list decides and the guess goes unused.
  const guessedTranslation = (search.get('translation') ?? params.translation ?? '').toUpperCase();
  const known = route.status !== 'loading';
  useEffect(() => {
    if (known || !book || !guessedTranslation || chapter === null || chapter > book.chapters) return;
    void queryClient.prefetchQuery(chapterQueryOptions({ translation: guessedTranslation, book: book.slug, chapter }));
  }, [known, book, chapter, guessedTranslation, queryClient]);

  if (!book) return <BookNotFound requested={params.book ?? ''} />;
  if (route.status === 'loading') return <ReaderFrame><ChapterSkeleton /></ReaderFrame>;
  if (route.status === 'unknown') {
    return (
      <TranslationNotFound
        requested={route.requested}
        translations={route.translations}
        hrefFor={(id) => paths.bibleChapter(id, book.slug, chapter && chapter <= book.chapters ? chapter : 1)}
      />
    );
  }
  if (chapter === null || chapter > book.chapters) {
    return (
      <BibleNotFound
        title="Chapter not found"
        message={`${book.name} has ${book.chapters === 1 ? 'only 1 chapter' : `${book.chapters} chapters`}; there is no chapter "${params.chapter}".`}
        actions={
          <Button asChild>
            <Link to={paths.bibleBook(route.id, book.slug)}>Chapters of {book.name}</Link>
          </Button>
        }
      />
    );
  }

  // Abbreviations, other cases and ?translation= all land on one canonical address.
  const canonical = paths.bibleChapter(route.id, book.slug, chapter);
  const searchString = canonicalSearch(search);
  if (location.pathname !== canonical || searchString !== location.search) {
    return <Navigate replace to={`${canonical}${searchString}${location.hash}`} />;
  }

  const highlight = parseVerseParam(search.get('highlight')) ?? parseVerseParam(search.get('verse'));
  return <ChapterReader {...props} translation={route.id} book={book} chapter={chapter} highlight={highlight} />;
}
