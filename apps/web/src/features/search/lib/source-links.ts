// Where the Summary's source chips lead (SPEC §2 links).
import { findBook } from '@rooted/shared/bible/books';
import type { BibleElement, PodcastElement } from '@rooted/shared/contracts/search';
import { paths } from '@/config/paths';

export function podcastSourceUrl(source: PodcastElement): string {
  if (source.parent_type === 'recap') return paths.recap(source.parent_id);
  if (source.parent_type === 'topic') return paths.topic(source.parent_id);
  return paths.episode(source.parent_id);
}

export function bibleSourceUrl(source: BibleElement): string {
  const book = findBook(source.book);
  return paths.bibleChapter(source.translation, book?.slug ?? source.book, source.chapter, source.verse);
}
