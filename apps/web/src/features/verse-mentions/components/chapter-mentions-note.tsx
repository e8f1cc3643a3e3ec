// Above a chapter: the episodes that discuss it as a whole ('Psalm 23'), in the same list as the badges.
import type { ChapterMention } from '@rooted/shared';
import { ChevronDown, Headphones } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MentionsMenu, type MentionsMenuProps } from './mentions-menu';

interface ChapterMentionsNoteProps {
  /** 'Psalm 23', as the reader titles it. */
  title: string;
  mentions: ChapterMention[];
  onPlay: MentionsMenuProps['onPlay'];
}

export function ChapterMentionsNote({ title, mentions, onPlay }: ChapterMentionsNoteProps) {
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
