import type { Bookmark } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { BookmarkIcon, Play, Trash2 } from 'lucide-react';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { episodeBookmarksQueryOptions, useDeleteBookmark } from '../api/bookmarks-api';

interface EpisodeBookmarksProps {
  userId: string;
  episodeId: string;
  /** Plays the episode from that moment. */
  onSeek: (seconds: number) => void;
}

/** A supporter's bookmarks in this episode, in time order; each one jumps the player there. */
export function EpisodeBookmarks({ userId, episodeId, onSeek }: EpisodeBookmarksProps) {
  const { data, isPending, isError } = useQuery(episodeBookmarksQueryOptions(userId, episodeId));
  const remove = useDeleteBookmark();
  return (
    <Card className="p-5" data-testid="episode-bookmarks">
      <h2 className="flex items-center gap-2 font-semibold">
        <BookmarkIcon className="size-4 text-primary" aria-hidden /> Bookmarks
      </h2>
      {isPending ? (
        <Skeleton className="mt-3 h-10" />
      ) : isError ? (
        <p className="mt-2 text-sm text-destructive">Could not load your bookmarks.</p>
      ) : data.length ? (
        <ul className="mt-2 flex flex-col gap-1">
          {data.map((b: Bookmark) => (
            <li key={b.id} className="flex items-start gap-2 rounded-md py-1">
              <Button
                variant="outline"
                size="sm"
                className="font-mono tabular-nums"
                onClick={() => onSeek(b.positionSeconds)}
                aria-label={`Play from ${formatClock(b.positionSeconds)}`}
              >
                <Play aria-hidden /> {formatClock(b.positionSeconds)}
              </Button>
              <p className="min-w-0 flex-1 pt-1.5 text-sm break-words text-muted-foreground">{b.note}</p>
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={() => remove.mutate(b.id)}
                aria-label={`Delete bookmark at ${formatClock(b.positionSeconds)}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          Use the bookmark button in the player to mark a moment.
        </p>
      )}
    </Card>
  );
}
