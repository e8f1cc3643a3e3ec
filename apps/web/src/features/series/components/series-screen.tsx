import type { SeriesEpisode } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, LogIn, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BackLink } from '@/components/catalog/back-link';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { seriesQueryOptions } from '../api/series-api';
import { SeriesEpisodeList } from './series-episode-list';
import { SeriesHeader } from './series-header';

interface SeriesScreenProps {
  seriesId: string;
  isAdmin: boolean;
  /** The Continue Listening card, composed by the page from its own feature. */
  continueCard?: ReactNode;
  onPlay?: (episode: SeriesEpisode, podcast: { name: string; artworkUrl: string | null }) => void;
  /** The answer to the final reflection prompt (the notes feature, composed by the page). */
  renderFinalReflection?: () => ReactNode;
}

/** /series/{id}: the series, its episodes in publication order with progress (SPEC §4), and its recaps. */
export function SeriesScreen({ seriesId, isAdmin, continueCard, onPlay, renderFinalReflection }: SeriesScreenProps) {
  const { data, isPending, isError, error, refetch } = useQuery(seriesQueryOptions(seriesId));
  const { pathname } = useLocation();
  if (isPending) {
    return (
      <Page>
        <ListSkeleton rows={4} />
      </Page>
    );
  }
  if (isError) {
    return (
      <Page>
        <CatalogError error={error} what="series" back={{ href: paths.seriesList(), label: 'All series' }} onRetry={() => void refetch()} />
      </Page>
    );
  }
  const { series, recaps } = data;
  return (
    <Page>
      <title>{`${series.name} · Rooted`}</title>
      <BackLink to={paths.seriesList()}>All series</BackLink>
      {/* Phones read header, Continue Listening, episodes, then the rest; wide screens put the card and
          the rest beside the episodes. The two wrappers are `display: contents` on phones so `order` works. */}
      <div className="flex flex-col gap-10 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="contents lg:block lg:min-w-0">
          <div className="order-1">
            <SeriesHeader series={series} isAdmin={isAdmin} />
          </div>
          <section className="order-3 lg:mt-10" aria-labelledby="episodes-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="episodes-heading" className="text-2xl font-semibold tracking-tight">
                Episodes
              </h2>
              {!data.signedIn && (
                <Link to={paths.auth()} state={{ from: pathname }} className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline">
                  <LogIn className="size-4" aria-hidden /> Sign in to track your progress
                </Link>
              )}
            </div>
            {data.episodes.length ? (
              <SeriesEpisodeList detail={data} onPlay={onPlay && ((e) => onPlay(e, series.podcast))} />
            ) : (
              <p className="mt-3 text-muted-foreground">No episodes in this series yet.</p>
            )}
          </section>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-6 lg:self-start">
          {continueCard && <div className="order-2">{continueCard}</div>}
          {series.finalReflectionPrompt && (
            <Card className="order-4 p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <Sparkles className="size-4 text-accent-foreground dark:text-accent" aria-hidden /> Final reflection
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">{series.finalReflectionPrompt}</p>
              {renderFinalReflection?.()}
            </Card>
          )}
          {recaps.length > 0 && (
            <Card className="order-5 p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <BookOpen className="size-4 text-primary" aria-hidden /> Recaps
              </h2>
              <ul className="mt-2 flex flex-col gap-1">
                {recaps.map((recap) => (
                  <li key={recap.recapId}>
                    <Link to={paths.recap(recap.recapId)} className="text-sm text-primary hover:underline">
                      {recap.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
    </Page>
  );
}
