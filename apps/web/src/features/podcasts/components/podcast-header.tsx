import type { PodcastDetailResponse } from '@rooted/shared';
import { EyeOff, Headphones, ListMusic, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Artwork } from '@/components/catalog/artwork';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function PodcastHeader({ podcast, isAdmin }: { podcast: PodcastDetailResponse['podcast']; isAdmin: boolean }) {
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Artwork src={podcast.artworkUrl} name={podcast.name} className="size-32 rounded-xl shadow-sm sm:size-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{podcast.name}</h1>
          {podcast.status === 'hidden' && (
            <Badge variant="warning">
              <EyeOff aria-hidden /> Hidden
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {[podcast.author, `${podcast.episodeCount} ${podcast.episodeCount === 1 ? 'episode' : 'episodes'}`].filter(Boolean).join(' · ')}
        </p>
        {podcast.description && <Markdown className="max-w-prose text-muted-foreground">{podcast.description}</Markdown>}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.podcastListen(podcast.slug)} data-testid="podcast-listen">
              <Headphones aria-hidden /> Start listening
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.podcastEpisodes(podcast.slug)}>
              <ListMusic aria-hidden /> All episodes
            </Link>
          </Button>
          {isAdmin && (
            <Button asChild variant="ghost">
              <Link to={paths.podcastEdit(podcast.slug)} data-testid="edit-podcast">
                <Pencil aria-hidden /> Edit podcast
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
