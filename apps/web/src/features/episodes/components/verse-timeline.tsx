// 'Verses in this episode' (issue 15): the passages the episode discusses, in the order the audio says
// them, each with a button that plays the episode from that moment; passages only the outline or
// summary name follow, without a time.
import type { TimelineEntryDto } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Play } from 'lucide-react';
import { Link } from 'react-router';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { episodeVersesQueryOptions } from '../api/verse-timeline-api';
import { Section } from './study-sections';

const SOURCE_LABEL = { transcript: 'Transcript', outline: 'Outline', summary: 'Summary' } as const;

interface VerseTimelineProps {
  episodeId: string;
  viewerKey: string;
  /** Plays the episode from a moment; absent: times are shown without a button. */
  onSeek?: (seconds: number) => void;
  /** Where a passage opens in the Bible reader (the page knows the reader's translation). */
  verseHref?: (entry: TimelineEntryDto) => string;
}

export function VerseTimeline({ episodeId, viewerKey, onSeek, verseHref }: VerseTimelineProps) {
  const { data } = useQuery(episodeVersesQueryOptions(episodeId, viewerKey));
  const entries = data?.entries ?? [];
  if (!entries.length) return null; // nothing mentioned (or not loaded yet): no empty section
  return (
    <Section title="Verses in this episode" id="verses">
      <ol className="relative flex flex-col gap-1 border-l border-border pl-5" data-testid="verse-timeline">
        {entries.map((entry, i) => (
          <li key={`${entry.label}-${entry.timeSeconds ?? 'untimed'}-${i}`} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-1">
            <span
              aria-hidden
              className={`absolute top-1/2 -left-[1.6rem] size-2.5 -translate-y-1/2 rounded-full border-2 border-background ${entry.timeSeconds === null ? 'bg-muted-foreground/40' : 'bg-primary'}`}
            />
            {entry.timeSeconds !== null ? (
              <Button
                variant="outline"
                size="sm"
                className="h-7 w-20 justify-start gap-1.5 px-2 font-mono text-xs tabular-nums"
                disabled={!onSeek}
                onClick={() => onSeek?.(entry.timeSeconds!)}
                aria-label={`Play from ${formatClock(entry.timeSeconds)}: ${entry.label}`}
              >
                <Play className="size-3" aria-hidden /> {formatClock(entry.timeSeconds)}
              </Button>
            ) : (
              <span className="w-20 text-xs text-muted-foreground">{SOURCE_LABEL[entry.sources[0] ?? 'summary']}</span>
            )}
            {verseHref ? (
              <Link to={verseHref(entry)} className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline">
                <BookOpen className="size-3.5" aria-hidden />
                {entry.label}
              </Link>
            ) : (
              <span className="font-medium">{entry.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
