import { FALLBACK_TRANSLATION_ID, type Book } from '@rooted/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ApiError } from '@/lib/api';
import { BibleNotFound } from './bible-not-found';

/** The chapter request failed with a 404: say what was missing and offer the nearest useful page. */
export function ChapterNotFound({ error, translation, book }: { error: ApiError; translation: string; book: Book }) {
  const unknownTranslation = error.code === 'translation_not_found';
  return (
    <BibleNotFound
      title={unknownTranslation ? 'Translation not found' : 'Chapter not found'}
      message={error.message}
      actions={
        <>
          {!unknownTranslation && (
            <Button asChild>
              <Link to={paths.bibleBook(translation, book.slug)}>Chapters of {book.name}</Link>
            </Button>
          )}
          {unknownTranslation && (
            <Button asChild>
              <Link to={paths.bibleChapter(FALLBACK_TRANSLATION_ID, book.slug, 1)}>Read {book.name} in the {FALLBACK_TRANSLATION_ID}</Link>
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={paths.bible()}>All books</Link>
          </Button>
        </>
      }
    />
  );
}
