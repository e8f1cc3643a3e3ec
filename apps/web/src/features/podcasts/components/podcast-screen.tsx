import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/catalog/back-link';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { SeriesCard } from '@/components/catalog/series-card';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePodcast } from '../api/podcasts-api';
import { PodcastHeader } from './podcast-header';

/** /podcasts/{name}: the podcast, its series, and its standalone episodes (the SPEC §2 slug link lands here). */
export function PodcastScreen({ podcastName, isAdmin }: { podcastName: string; isAdmin: boolean }) {
  const { data, isPending, isError, error, refetch } = usePodcast(podcastName);
  if (isPending) {
    return (
      <Page>
        <ListSkeleton rows={3} />
      </Page>
    );
  }
  if (isError) {
    return (
      <Page>
        <CatalogError error={error} what="podcast" back={{ href: paths.podcasts(), label: 'All podcasts' }} onRetry={() => void refetch()} />
      </Page>
    );
  }
  const { podcast, series, standaloneEpisodes, standaloneTotal } = data;
  return (
    <Page>
      <title>{`${podcast.name} · Rooted`}</title>
      <BackLink to={paths.podcasts()}>All podcasts</BackLink>
      <PodcastHeader podcast={podcast} isAdmin={isAdmin} />

      {(series.length > 0 || isAdmin) && (
        <section className="mt-12" aria-labelledby="series-heading">
          <div className="flex items-center justify-between gap-4">
            <h2 id="series-heading" className="text-2xl font-semibold tracking-tight">
              Series
            </h2>
            {isAdmin && (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.seriesEdit('new')} state={{ podcastId: podcast.id }}>
                  <Plus aria-hidden /> New series
                </Link>
              </Button>
            )}
          </div>
          {series.length ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {series.map((s) => (
                <SeriesCard key={s.id} series={s} showPodcast={false} />
              ))}
            </div>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">This podcast has no series yet.</p>
          )}
        </section>
      )}

      {standaloneEpisodes.length > 0 && (
        <section id="standalone" className="mt-12 scroll-mt-24" aria-labelledby="standalone-heading">
          <h2 id="standalone-heading" className="text-2xl font-semibold tracking-tight">
            {series.length ? 'Standalone episodes' : 'Episodes'}
          </h2>
          <ul className="mt-2 divide-y" data-testid="standalone-episodes">
            {standaloneEpisodes.map((episode) => (
              <EpisodeRow key={episode.id} episode={episode} href={paths.episode(episode.id)} />
            ))}
          </ul>
          {standaloneTotal > standaloneEpisodes.length && (
            <Button asChild variant="link" className="px-0">
              <Link to={paths.podcastEpisodes(podcast.slug)}>See all {podcast.episodeCount} episodes</Link>
            </Button>
          )}
        </section>
      )}
    </Page>
  );
}
