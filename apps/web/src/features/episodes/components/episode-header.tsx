import type { EpisodeDetail } from '@rooted/shared';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Artwork } from '@/components/catalog/artwork';
import { formatDate, formatDuration } from '@/components/catalog/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface EpisodeHeaderProps {
  episode: EpisodeDetail;
  onPlay?: () => void;
  /** More buttons: reset progress, edit content. */
  actions?: ReactNode;
}

export function EpisodeHeader({ episode, onPlay, actions }: EpisodeHeaderProps) {
  const numbers = [episode.seasonNumber != null && `Season ${episode.seasonNumber}`, episode.episodeNumber != null && `Episode ${episode.episodeNumber}`];
  const meta = [formatDate(episode.pubdate), formatDuration(episode.durationSeconds), ...numbers].filter(Boolean);
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Artwork src={episode.imageUrl || episode.podcast.artworkUrl} name={episode.podcast.name} className="size-28 rounded-xl shadow-sm sm:size-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link to={paths.podcastStandalone(episode.podcast.name)} className="w-fit text-sm font-medium text-primary hover:underline" data-testid="episode-podcast">
          {episode.podcast.name}
        </Link>
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{episode.title}</h1>
        <p className="text-sm text-muted-foreground" data-testid="episode-meta">
          {meta.join(' · ')}
        </p>
        {episode.series.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {episode.series.map((s) => (
              <Badge key={s.id} variant="secondary" asChild>
                <Link to={paths.series(s.id)}>{s.name}</Link>
              </Badge>
            ))}
          </div>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="lg" onClick={onPlay} disabled={!episode.audioUrl || !onPlay} data-testid="play-episode">
            <Play aria-hidden className="fill-current" /> Play episode
          </Button>
          {actions}
        </div>
      </div>
    </header>
  );
}
