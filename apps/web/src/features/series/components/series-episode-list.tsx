import type { SeriesDetailResponse, SeriesEpisode } from '@rooted/shared';
import { Play } from 'lucide-react';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ProgressMark } from './progress-mark';

interface SeriesEpisodeListProps {
  detail: SeriesDetailResponse;
  onPlay?: (episode: SeriesEpisode) => void;
}

/** The series' episodes in publication order, numbered, each with its progress state when signed in. */
export function SeriesEpisodeList({ detail, onPlay }: SeriesEpisodeListProps) {
  const { series, episodes } = detail;
  const from = { id: series.id, name: series.name };
  return (
    <ol className="divide-y" data-testid="series-episodes">
      {episodes.map((episode, index) => (
        <EpisodeRow
          key={episode.id}
          episode={episode}
          href={paths.episode(episode.id, from)}
          leading={
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold tabular-nums text-secondary-foreground" aria-hidden>
              {index + 1}
            </span>
          }
          trailing={
            <>
              {episode.progressState && <ProgressMark state={episode.progressState} progress={episode.progress} />}
              {onPlay && episode.audioUrl && (
                <Button variant="ghost" size="icon-sm" onClick={() => onPlay(episode)} aria-label={`Play ${episode.title}`}>
                  <Play aria-hidden />
                </Button>
              )}
            </>
          }
        />
      ))}
    </ol>
  );
}
