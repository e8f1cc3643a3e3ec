import type { Chapter } from '@rooted/shared';
import { ExternalLink } from 'lucide-react';
import { formatClock } from '@/components/catalog/format';

/** Chapters with their start times; choosing one plays the episode from there. */
export function ChapterList({ chapters, onSeek }: { chapters: Chapter[]; onSeek?: (seconds: number) => void }) {
  return (
    <ol className="flex flex-col" data-testid="chapters">
      {chapters.map((chapter) => (
        <li key={`${chapter.start}-${chapter.title}`} className="flex items-center gap-2">
          <button
            type="button"
            disabled={!onSeek}
            onClick={() => onSeek?.(chapter.start)}
            className="flex min-w-0 flex-1 items-baseline gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:pointer-events-none"
            aria-label={`Play from ${formatClock(chapter.start)}: ${chapter.title}`}
          >
            <span className="w-14 shrink-0 font-mono text-xs tabular-nums text-primary">{formatClock(chapter.start)}</span>
            <span className="min-w-0 flex-1">{chapter.title}</span>
          </button>
          {chapter.url && (
            <a href={chapter.url} target="_blank" rel="noopener noreferrer nofollow" className="p-1 text-muted-foreground hover:text-foreground" aria-label={`Link for ${chapter.title}`}>
              <ExternalLink className="size-3.5" aria-hidden />
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
