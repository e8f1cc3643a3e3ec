// The small badge beside a verse that podcast episodes discuss (issue 15). Every badge of a chapter
// shares one cached request and picks out its own verse.
import type { ChapterMention } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { chapterMentionsQueryOptions } from '../api/chapter-mentions-api';
import { MentionsMenu, type MentionsMenuProps } from './mentions-menu';

interface VerseMentionsBadgeProps {
  /** Book slug ('Luke'), chapter and verse of the reader. */
  book: string;
  chapter: number;
  verse: number;
  /** The verse's reference as the reader shows it ('Luke 15:20'), for the badge's accessible name. */
  reference: string;
  viewerKey: string;
  onPlay: MentionsMenuProps['onPlay'];
}

const EMPTY: ChapterMention[] = [];

export function VerseMentionsBadge({ book, chapter, verse, reference, viewerKey, onPlay }: VerseMentionsBadgeProps) {
  const { data: mentions = EMPTY } = useQuery({
    ...chapterMentionsQueryOptions(book, chapter, viewerKey),
    select: (data) => data.verses.find((v) => v.verse === verse)?.mentions ?? EMPTY,
  });
  if (!mentions.length) return null;
  const count = mentions.length === 1 ? '1 episode' : `${mentions.length} episodes`;
  return (
    <MentionsMenu
      mentions={mentions}
      onPlay={onPlay}
      title={`${reference} is discussed in ${count}`}
      trigger={
        <button
          type="button"
          data-testid="verse-mention-badge"
          data-verse={verse}
          aria-label={`${reference}: discussed in ${count}`}
          className="mx-0.5 inline-flex h-5 translate-y-[-0.1em] items-center gap-0.5 rounded-full border border-primary/25 bg-primary/10 px-1.5 align-middle font-sans text-[0.7rem] leading-none font-medium text-primary transition-colors hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Headphones className="size-3" aria-hidden />
          {mentions.length > 1 && <span className="tabular-nums">{mentions.length}</span>}
        </button>
      }
    />
  );
}
