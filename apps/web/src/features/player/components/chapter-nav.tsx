import { chapterAt, nextChapterStart, previousChapterStart, type TimedChapter } from '@rooted/shared';
import { SkipBack, SkipForward } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ChapterNavProps {
  chapters: readonly TimedChapter[];
  currentTime: number;
  onSeek: (seconds: number) => void;
}

/** Previous and next chapter, either side of the transport (only for episodes with chapters). */
export function ChapterButton({ direction, chapters, currentTime, onSeek }: ChapterNavProps & { direction: 'previous' | 'next' }) {
  const target =
    direction === 'previous' ? previousChapterStart(chapters, currentTime) : nextChapterStart(chapters, currentTime);
  const Icon = direction === 'previous' ? SkipBack : SkipForward;
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={() => target !== null && onSeek(target)}
      disabled={target === null}
      aria-label={direction === 'previous' ? 'Previous chapter' : 'Next chapter'}
      title={direction === 'previous' ? 'Previous chapter' : 'Next chapter'}
      className="text-muted-foreground hover:text-foreground"
    >
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}

/** The chapter playing now, e.g. "Chapter 3 of 4 · Grace as a gift". */
export function CurrentChapter({ chapters, currentTime }: Omit<ChapterNavProps, 'onSeek'>) {
  const current = chapterAt(chapters, currentTime);
  if (!current) return null;
  const sorted = [...chapters].sort((a, b) => a.start - b.start);
  return (
    <p className="truncate text-xs text-muted-foreground" data-testid="player-chapter" aria-live="polite">
      <span className="sr-only">Chapter: </span>
      <span aria-hidden>
        {sorted.indexOf(current) + 1}/{sorted.length} ·{' '}
      </span>
      <span className="text-foreground/80">{current.title}</span>
    </p>
  );
}
