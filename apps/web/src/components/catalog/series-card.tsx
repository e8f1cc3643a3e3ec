import type { SeriesSummary } from '@rooted/shared';
import { CalendarDays, ListMusic } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { Artwork } from './artwork';
import { formatDateRange } from './format';

/** A series in a grid: its podcast, name, description, episode count, dates and whether it is current. */
export function SeriesCard({ series, showPodcast = true }: { series: SeriesSummary; showPodcast?: boolean }) {
  const range = formatDateRange(series.startDate, series.endDate);
  return (
    <Card data-testid="series-card" className="relative flex flex-col gap-3 p-5 transition-shadow hover:shadow-md">
      {showPodcast && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Artwork src={series.podcast.artworkUrl} name={series.podcast.name} decorative className="size-6 rounded" />
          <span className="truncate">{series.podcast.name}</span>
        </div>
      )}
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold leading-tight tracking-tight">
          {/* The stretched link makes the whole card clickable while staying one link for screen readers. */}
          <Link to={paths.series(series.id)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:underline">
            {series.name}
          </Link>
        </h3>
        <Badge variant={series.isCurrent ? 'success' : 'secondary'}>{series.isCurrent ? 'Current' : 'Ended'}</Badge>
      </div>
      {series.description && <p className="line-clamp-3 text-sm text-muted-foreground">{series.description}</p>}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <ListMusic className="size-3.5" aria-hidden />
          {series.episodeCount} {series.episodeCount === 1 ? 'episode' : 'episodes'}
        </span>
        {range && (
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="size-3.5" aria-hidden />
            {range}
          </span>
        )}
      </div>
    </Card>
  );
}
