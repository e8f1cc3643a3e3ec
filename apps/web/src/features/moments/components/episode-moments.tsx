import type { Moment, MomentReference } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareQuote, Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { episodeMomentsQueryOptions, useDeleteMoment } from '../api/moments-api';
import type { MakeCardFromMoment } from '../hooks/use-capture-moment';

/** Past about four lines the words fold away behind 'Show all'. */
const LONG_EXCERPT = 220;

interface EpisodeMomentsProps {
  userId: string;
  episodeId: string;
  /** Plays the episode from that time. */
  onSeek: (seconds: number) => void;
  onMakeCard: MakeCardFromMoment;
}

/** The moments captured in this episode, in time order: play from there, turn its verses into cards. */
export function EpisodeMoments({ userId, episodeId, onSeek, onMakeCard }: EpisodeMomentsProps) {
  const { data, isPending, isError } = useQuery(episodeMomentsQueryOptions(userId, episodeId));
  return (
    <Card className="p-5" data-testid="episode-moments" id="moments">
      <h2 className="flex items-center gap-2 font-semibold">
        <MessageSquareQuote className="size-4 text-primary" aria-hidden /> Moments
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-16" />
      ) : isError ? (
        <p className="mt-2 text-sm text-destructive">Could not load your moments.</p>
      ) : data.length ? (
        <ol className="mt-3 flex flex-col divide-y">
          {data.map((moment) => (
            <MomentItem key={moment.id} moment={moment} onSeek={onSeek} onMakeCard={onMakeCard} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          Press <kbd className="rounded border px-1 font-mono text-xs">B</kbd> or the capture button in the player to keep
          a moment with the words around it.
        </p>
      )}
    </Card>
  );
}

function MomentItem({
  moment,
  onSeek,
  onMakeCard,
}: {
  moment: Moment;
  onSeek: (seconds: number) => void;
  onMakeCard: MakeCardFromMoment;
}) {
  const remove = useDeleteMoment();
  const [showAll, setShowAll] = useState(false);
  const at = formatClock(moment.positionSeconds);
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0" data-testid="moment">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="font-mono tabular-nums"
          onClick={() => onSeek(moment.clipStartSeconds)}
          aria-label={`Play moment at ${at}`}
          title={`Plays from ${formatClock(moment.clipStartSeconds)}, a little before the moment`}
        >
          <Play aria-hidden /> {at}
        </Button>
        <span className="flex-1" />
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => remove.mutate(moment.id)}
          disabled={remove.isPending}
          aria-label={`Delete moment at ${at}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {moment.excerpt ? (
        <div className="grid justify-items-start gap-1">
          <blockquote
            id={`moment-${moment.id}-words`}
            className={cn(
              'border-l-2 border-primary/30 pl-3 font-serif text-sm leading-relaxed text-muted-foreground',
              !showAll && 'line-clamp-4',
            )}
          >
            {moment.excerpt}
          </blockquote>
          {moment.excerpt.length > LONG_EXCERPT && (
            <button
              type="button"
              className="pl-3 text-xs font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => setShowAll((v) => !v)}
              aria-expanded={showAll}
              aria-controls={`moment-${moment.id}-words`}
            >
              {showAll ? 'Show less' : 'Show all'}
            </button>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">No transcript for this part of the episode.</p>
      )}
      {moment.references.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Verses in this moment">
          {moment.references.map((ref: MomentReference) => (
            <li key={ref.label}>
              <Button
                variant="secondary"
                size="sm"
                className="h-7 rounded-full px-2.5 text-xs"
                onClick={() => onMakeCard(moment, ref)}
                aria-label={`Make a flashcard of ${ref.label}`}
              >
                <Plus aria-hidden /> {ref.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
