// SPEC §1: supporters read the full transcript where the series permits it; everyone else gets snippets.
// The server decides what is sent; this only shows it and explains why it is partial.
import type { TranscriptResponse } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { transcriptQueryOptions } from '../api/episodes-api';

const FIRST_PARAGRAPHS = 4;

interface EpisodeTranscriptProps {
  episodeId: string;
  /** Changes when the viewer changes (sign-in, supporter status), so the right version is fetched. */
  viewerKey: string;
  onSeek?: (seconds: number) => void;
  /** Shown with snippets when a supporter would see the full text (the upgrade prompt). */
  supporterNotice?: ReactNode;
}

function Segment({ segment, timed, onSeek }: { segment: TranscriptResponse['segments'][number]; timed: boolean; onSeek?: (s: number) => void }) {
  return (
    <p className="flex gap-3 leading-relaxed">
      {timed && (
        <button type="button" onClick={() => onSeek?.(segment.start)} disabled={!onSeek} className="mt-0.5 h-fit w-14 shrink-0 rounded font-mono text-xs tabular-nums text-primary hover:underline disabled:no-underline" aria-label={`Play from ${formatClock(segment.start)}`}>
          {formatClock(segment.start)}
        </button>
      )}
      <span>{segment.text}</span>
    </p>
  );
}

export function EpisodeTranscript({ episodeId, viewerKey, onSeek, supporterNotice }: EpisodeTranscriptProps) {
  const { data, isPending, isError } = useQuery(transcriptQueryOptions(episodeId, viewerKey));
  const [expanded, setExpanded] = useState(false);
  if (isPending) return <Skeleton className="h-32 w-full" />;
  if (isError || data.mode === 'none') return <p className="text-sm text-muted-foreground">No transcript for this episode.</p>;

  if (data.mode === 'snippets') {
    return (
      <div className="flex flex-col gap-4" data-testid="transcript" data-mode="snippets">
        {data.segments.map((segment) => (
          <div key={segment.position} className="border-l-2 border-border pl-3 text-muted-foreground">
            <Segment segment={segment} timed={data.timed} onSeek={onSeek} />
          </div>
        ))}
        <p className="text-xs text-muted-foreground">
          {data.segments.length} of {data.totalSegments} passages shown.
        </p>
        {data.reason === 'supporter_required' ? (
          supporterNotice
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Info className="size-4" aria-hidden /> Only snippets of this transcript are shared.
          </p>
        )}
      </div>
    );
  }

  const shown = expanded ? data.segments : data.segments.slice(0, FIRST_PARAGRAPHS);
  return (
    <div className="flex flex-col gap-3" data-testid="transcript" data-mode="full">
      {shown.map((segment) => (
        <Segment key={segment.position} segment={segment} timed={data.timed} onSeek={onSeek} />
      ))}
      {data.segments.length > FIRST_PARAGRAPHS && (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : `Show the full transcript (${data.segments.length} paragraphs)`}
        </Button>
      )}
    </div>
  );
}
