// SPEC §2 Continue Listening card: episode title, two-sentence description, progress bar, 'X/Y episodes',
// a main action and the View Series (View Podcast for standalone) and Latest Episode buttons.
import type { ContinuationCard, PlayableEpisode } from '@rooted/shared';
import { CheckCircle2, Library, LogIn, Play, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { ExpandableDescription } from './expandable-description';

interface ContinueListeningCardProps {
  card: ContinuationCard;
  /** Starts an episode in the app's player (composed by the page). */
  onPlay: (episode: PlayableEpisode) => void;
  /** Heading level inside the page; defaults to h2. */
  headingLevel?: 'h2' | 'h3';
  id?: string;
  /** Extra buttons composed by the page (the certificates feature's 'View certificate'). */
  extraActions?: ReactNode;
}

function mainActionLabel(card: ContinuationCard): string {
  if (card.type === 'continue' && card.continueLabel) return card.continueLabel;
  if (card.type === 'completed') return 'Listen Again';
  if (card.type === 'auth-required') return 'Sign In to Track Progress';
  return 'Start the Series';
}

export function ContinueListeningCard({
  card,
  onPlay,
  headingLevel: Heading = 'h2',
  id,
  extraActions,
}: ContinueListeningCardProps) {
  const { pathname, search } = useLocation();
  const target = card.targetEpisode;
  const percent = card.totalCount ? (card.completedCount / card.totalCount) * 100 : 0;
  const episodeLink = (episodeId: string) =>
    card.kind === 'series' && card.seriesId
      ? paths.episode(episodeId, { id: card.seriesId, name: card.seriesName })
      : paths.episode(episodeId);
  const label = mainActionLabel(card);

  return (
    <Card
      id={id}
      data-testid="continue-listening-card"
      data-card-type={card.type}
      className="@container scroll-mt-24 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Continue Listening</span>
        <span aria-hidden>·</span>
        <span>{card.kind === 'series' ? card.seriesName : `${card.podcastName} episodes`}</span>
        {card.type === 'completed' && (
          <Badge variant="success">
            <CheckCircle2 aria-hidden /> Series complete
          </Badge>
        )}
      </div>

      {target ? (
        <Heading className="mt-2 text-xl font-semibold tracking-tight">
          <Link to={episodeLink(target.id)} className="hover:underline focus-visible:underline">
            {target.title}
          </Link>
        </Heading>
      ) : (
        <Heading className="mt-2 text-xl font-semibold tracking-tight">{card.seriesName}</Heading>
      )}
      {target && (
        <div className="mt-1">
          <ExpandableDescription markdown={target.summary} />
        </div>
      )}

      <div className="mt-4 flex items-center gap-3">
        <Progress value={percent} aria-label="Series progress" className="flex-1" />
        <span className="shrink-0 text-sm tabular-nums text-muted-foreground" data-testid="continue-count">
          {card.completedCount}/{card.totalCount} episodes
        </span>
      </div>

      <div className="mt-5 flex flex-col gap-2 @lg:flex-row @lg:flex-wrap">
        {card.type === 'auth-required' ? (
          <Button asChild>
            <Link to={paths.auth()} state={{ from: pathname + search }}>
              <LogIn aria-hidden /> {label}
            </Link>
          </Button>
        ) : (
          <Button
            onClick={() => target && onPlay(target)}
            disabled={!target?.audioUrl}
            data-testid="continue-main-action"
          >
            <Play aria-hidden /> {label}
          </Button>
        )}
        <Button asChild variant="outline">
          {card.kind === 'series' && card.seriesId ? (
            <Link to={paths.series(card.seriesId)}>
              <Library aria-hidden /> View Series
            </Link>
          ) : (
            <Link to={paths.podcastStandalone(card.podcastName)}>
              <Library aria-hidden /> View Podcast
            </Link>
          )}
        </Button>
        {card.latestEpisode && (
          <Button asChild variant="outline">
            <Link to={episodeLink(card.latestEpisode.id)} title={card.latestEpisode.title}>
              <Sparkles aria-hidden /> Latest Episode
            </Link>
          </Button>
        )}
        {extraActions}
      </div>
    </Card>
  );
}
