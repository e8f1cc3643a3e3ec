import { useQuery } from '@tanstack/react-query';
import { BackLink } from '@/components/catalog/back-link';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Pagination } from '@/components/catalog/pagination';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { podcastEpisodesQueryOptions, usePodcast } from '../api/podcasts-api';

/** /podcasts/{name}/episodes: every published episode, newest first, a page at a time (?page=). */
export function PodcastEpisodesScreen({ podcastName, page }: { podcastName: string; page: number }) {
  const podcast = usePodcast(podcastName);
  const episodes = useQuery(podcastEpisodesQueryOptions(podcastName, page));
  const name = podcast.data?.podcast.name;
  const error = podcast.error ?? episodes.error;
  return (
    <Page>
      <title>{`${name ? `${name} episodes` : 'Episodes'} · Rooted`}</title>
      <BackLink to={paths.podcast(podcastName)}>{name ?? 'Podcast'}</BackLink>
      {error ? (
        <CatalogError error={error} what="podcast" back={{ href: paths.podcasts(), label: 'All podcasts' }} onRetry={() => void episodes.refetch()} />
      ) : (
        <>
          <PageHeader
            title="All episodes"
            description={episodes.data ? `${name ?? ''}${name ? ' · ' : ''}${episodes.data.total} episodes, newest first` : name}
          />
          {episodes.isPending ? (
            <div className="mt-8">
              <ListSkeleton />
            </div>
          ) : (
            <>
              <ul className="mt-6 divide-y" data-testid="podcast-episodes">
                {episodes.data?.items.map((episode) => (
                  <EpisodeRow key={episode.id} episode={episode} href={paths.episode(episode.id)} />
                ))}
              </ul>
              {episodes.data && (
                <Pagination
                  page={episodes.data.page}
                  pageSize={episodes.data.pageSize}
                  total={episodes.data.total}
                  hrefFor={(p) => `${paths.podcastEpisodes(podcastName)}?page=${p}`}
                />
              )}
            </>
          )}
        </>
      )}
    </Page>
  );
}
