// The small badge beside a verse that podcast episodes discuss (issue 15). Plain props: the page reads
// the chapter's mentions once and renders a badge only for the verses that have some.
import type { ChapterMention } from '@rooted/shared';
import { Headphones } from 'lucide-react';
import { memo } from 'react';
import { MentionsMenu, type MentionsMenuProps } from './mentions-menu';

interface VerseMentionsBadgeProps {
  verse: number;
  /** The verse's reference as the reader shows it ('Luke 15:20'), for the badge's accessible name. */
  reference: string;
  mentions: ChapterMention[];
  onPlay: MentionsMenuProps['onPlay'];
}

export const VerseMentionsBadge = memo(function VerseMentionsBadge({ verse, reference, mentions, onPlay }: VerseMentionsBadgeProps) {
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
});
