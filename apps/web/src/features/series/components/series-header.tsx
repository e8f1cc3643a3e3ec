import type { SeriesDetailResponse } from '@rooted/shared';
import { CalendarDays, ListMusic, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Artwork } from '@/components/catalog/artwork';
import { formatDateRange } from '@/components/catalog/format';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function SeriesHeader({ series, isAdmin }: { series: SeriesDetailResponse['series']; isAdmin: boolean }) {
  const range = formatDateRange(series.startDate, series.endDate);
  return (
    <header className="flex flex-col gap-4">
      <Link to={paths.podcastStandalone(series.podcast.name)} className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground">
        <Artwork src={series.podcast.artworkUrl} name={series.podcast.name} decorative className="size-7 rounded" />
        {series.podcast.name}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{series.name}</h1>
        <Badge variant={series.isCurrent ? 'success' : 'secondary'}>{series.isCurrent ? 'Current' : 'Ended'}</Badge>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <ListMusic className="size-4" aria-hidden /> {series.episodeCount} {series.episodeCount === 1 ? 'episode' : 'episodes'}
        </span>
        {range && (
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden /> {range}
          </span>
        )}
      </div>
      {series.description && <Markdown className="max-w-prose text-muted-foreground">{series.description}</Markdown>}
      {isAdmin && (
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to={paths.seriesEdit(series.id)} data-testid="edit-series">
            <Pencil aria-hidden /> Edit series
          </Link>
        </Button>
      )}
    </header>
  );
}
