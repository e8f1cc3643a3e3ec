import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { episodeOptionsQueryOptions } from '../api/series-api';

interface EpisodePickerProps {
  podcastId: string;
  seriesId?: string;
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Which of the podcast's episodes belong to the series; listed (and played) in publication order. */
export function EpisodePicker({ podcastId, seriesId, value, onChange }: EpisodePickerProps) {
  const { data, isPending } = useQuery({ ...episodeOptionsQueryOptions(podcastId), enabled: Boolean(podcastId) });
  if (!podcastId) return <p className="text-sm text-muted-foreground">Choose a podcast first.</p>;
  if (isPending) return <Skeleton className="h-40 w-full" />;
  const options = data?.episodes ?? [];
  const selected = new Set(value);
  const toggle = (id: string) => onChange(selected.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground" data-testid="picked-count">
          {value.length} of {options.length} selected
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(options.map((o) => o.id))}>
          Select all
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
          Clear
        </Button>
      </div>
      <ul className="max-h-80 divide-y overflow-y-auto rounded-lg border" data-testid="episode-picker">
        {options.map((option) => {
          const elsewhere = option.seriesIds.some((id) => id !== seriesId);
          return (
            <li key={option.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/60">
                <input type="checkbox" className="size-4 accent-primary" checked={selected.has(option.id)} onChange={() => toggle(option.id)} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm">{option.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDate(option.pubdate)}
                    {elsewhere ? ' · also in another series' : ''}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
        {options.length === 0 && <li className="px-3 py-4 text-sm text-muted-foreground">This podcast has no episodes yet.</li>}
      </ul>
    </div>
  );
}
