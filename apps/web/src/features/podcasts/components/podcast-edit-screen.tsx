import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '@/components/catalog/back-link';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { usePodcast, useUpdatePodcast } from '../api/podcasts-api';
import { FeedRefreshPanel } from './feed-refresh-panel';
import { PodcastForm } from './podcast-form';

/** /podcasts/{name}/edit (admin guard in the route): details, status, order, feed URL and refresh. */
export function PodcastEditScreen({ podcastName }: { podcastName: string }) {
  const { data, isPending, isError, error, refetch } = usePodcast(podcastName);
  const update = useUpdatePodcast();
  const navigate = useNavigate();

  // After a rename the old address stops resolving: keep the loaded podcast on screen while we move.
  if (isPending) {
    return (
      <Page>
        <ListSkeleton rows={3} />
      </Page>
    );
  }
  if (isError && !data) {
    return (
      <Page>
        <CatalogError error={error} what="podcast" back={{ href: paths.podcasts(), label: 'All podcasts' }} onRetry={() => void refetch()} />
      </Page>
    );
  }
  const { podcast } = data;
  return (
    <Page>
      <title>{`Edit ${podcast.name} · Rooted`}</title>
      <BackLink to={paths.podcast(podcast.slug)}>{podcast.name}</BackLink>
      <PageHeader title="Edit podcast" description="Changes show everywhere at once. Hidden podcasts are visible to admins only." />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PodcastForm
          key={podcast.id}
          podcast={podcast}
          saving={update.isPending}
          onSave={(values) =>
            update.mutate(
              { ...values, podcastId: podcast.id },
              {
                onSuccess: ({ podcast: saved }) => {
                  toast.success('Podcast saved');
                  // A new name means a new address.
                  if (saved.slug !== podcast.slug) void navigate(paths.podcastEdit(saved.slug), { replace: true });
                },
                onError: (e) => toast.error('Could not save the podcast', { description: e.message }),
              },
            )
          }
        />
        {/* Its own height, not the form's: the grid would stretch it. */}
        <div className="lg:self-start">
          <FeedRefreshPanel detail={data} />
        </div>
      </div>
    </Page>
  );
}
