import { firstSentences, markdownToPlainText, type PodcastSummary } from '@rooted/shared';
import { EyeOff, Headphones } from 'lucide-react';
import { Link } from 'react-router';
import { Artwork } from '@/components/catalog/artwork';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A podcast in the catalog with its latest published episode (SPEC §7), summary cut to two sentences. */
export function PodcastCard({ podcast }: { podcast: PodcastSummary }) {
  const latest = podcast.latestEpisode;
  return (
    <Card data-testid="podcast-card" className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex gap-4">
        <Artwork src={podcast.artworkUrl} name={podcast.name} decorative className="size-20 sm:size-24" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold leading-tight tracking-tight">
              <Link to={paths.podcastStandalone(podcast.name)} className="hover:underline focus-visible:underline">
                {podcast.name}
              </Link>
            </h2>
            {podcast.status === 'hidden' && (
              <Badge variant="warning">
                <EyeOff aria-hidden /> Hidden
              </Badge>
            )}
          </div>
          {podcast.author && <p className="mt-1 text-sm text-muted-foreground">{podcast.author}</p>}
          <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{markdownToPlainText(podcast.description)}</p>
        </div>
      </div>

      {latest && (
        <div className="rounded-lg bg-muted/60 p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Latest episode</p>
          <Link to={paths.episode(latest.id)} className="mt-1 block font-medium hover:underline focus-visible:underline">
            {latest.title}
          </Link>
          <p className="mt-1 text-sm text-muted-foreground">{firstSentences(markdownToPlainText(latest.summary), 2)}</p>
        </div>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button asChild>
          <Link to={paths.podcastListen(podcast.slug)}>
            <Headphones aria-hidden /> Listen
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.podcastStandalone(podcast.name)}>View podcast</Link>
        </Button>
        <span className="ml-auto text-xs text-muted-foreground">
          {podcast.episodeCount} {podcast.episodeCount === 1 ? 'episode' : 'episodes'}
        </span>
      </div>
    </Card>
  );
}
