import type { PlayableEpisode } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { seriesCardQueryOptions } from '../api/continuation-api';
import { ContinueListeningCard } from './continue-listening-card';

/** The card for one series (the series page). Signed-out visitors see the auth-required type. */
export function SeriesContinueListening({
  seriesId,
  onPlay,
  extraActions,
}: {
  seriesId: string;
  onPlay: (episode: PlayableEpisode) => void;
  extraActions?: ReactNode;
}) {
  const { data: card, isPending, isError } = useQuery(seriesCardQueryOptions(seriesId));
  if (isPending) return <Skeleton className="h-56 w-full rounded-xl" />;
  if (isError || !card) return null;
  return <ContinueListeningCard card={card} onPlay={onPlay} extraActions={extraActions} />;
}
