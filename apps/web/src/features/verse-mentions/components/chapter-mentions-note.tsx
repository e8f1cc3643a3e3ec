// Above a chapter: the episodes that discuss it as a whole ('Psalm 23'), in the same list as the badges.
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Headphones } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { chapterMentionsQueryOptions } from '../api/chapter-mentions-api';
import { MentionsMenu, type MentionsMenuProps } from './mentions-menu';

interface ChapterMentionsNoteProps {
  book: string;
  chapter: number;
  /** 'Psalm 23', as the reader titles it. */
  title: string;
  viewerKey: string;
  onPlay: MentionsMenuProps['onPlay'];
}

/**
 * Whether the chapter's mentions are still loading (the note above the text may yet appear): the page
 * keeps the reader's skeleton up meanwhile, so the text does not jump down when the note arrives.
 */
export function useChapterMentionsPending(book: string | null, chapter: number | null, viewerKey: string): boolean {
  const { isPending } = useQuery({ ...chapterMentionsQueryOptions(book ?? '', chapter ?? 0, viewerKey), enabled: !!book && !!chapter });
  return !!book && !!chapter && isPending;
}

export function ChapterMentionsNote({ book, chapter, title, viewerKey, onPlay }: ChapterMentionsNoteProps) {
  const { data } = useQuery(chapterMentionsQueryOptions(book, chapter, viewerKey));
  const mentions = data?.wholeChapter ?? [];
  if (!mentions.length) return null;
  const count = mentions.length === 1 ? '1 episode' : `${mentions.length} episodes`;
  return (
    <div className="mt-4">
      <MentionsMenu
        mentions={mentions}
        onPlay={onPlay}
        title={`${title} is discussed in ${count}`}
        trigger={
          <Button variant="outline" size="sm" className="gap-1.5" data-testid="chapter-mentions">
            <Headphones aria-hidden /> {title} is discussed in {count}
            <ChevronDown className="opacity-60" aria-hidden />
          </Button>
        }
      />
    </div>
  );
}
