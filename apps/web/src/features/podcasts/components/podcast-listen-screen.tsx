import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { CatalogError } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { podcastListenQueryOptions } from '../api/podcasts-api';

/** State handed to the episode page: start playing once it has loaded (the click was the user's). */
export interface ListenState {
  autoplay: true;
}

/** /podcasts/{name}/listen: where the listener left off (or the latest episode), then straight to it. */
export function PodcastListenScreen({ podcastName }: { podcastName: string }) {
  const { data, isError, error, refetch } = useQuery(podcastListenQueryOptions(podcastName));
  if (isError) {
    return (
      <Page>
        <CatalogError error={error} what="podcast" back={{ href: paths.podcasts(), label: 'All podcasts' }} onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page className="flex items-center gap-3 text-muted-foreground">
        <Spinner /> Finding where you left off…
      </Page>
    );
  }
  if (!data.episodeId) return <Navigate to={paths.podcast(podcastName)} replace />;
  return <Navigate to={paths.episode(data.episodeId)} replace state={{ autoplay: true } satisfies ListenState} />;
}
