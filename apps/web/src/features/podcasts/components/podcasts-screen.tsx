import { Podcast } from 'lucide-react';
import { Page, PageHeader } from '@/components/layout/page';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { paths } from '@/config/paths';
import { usePodcasts } from '../api/podcasts-api';
import { FeedImportDialog } from './feed-import-dialog';
import { PodcastCard } from './podcast-card';

/** /podcasts: every podcast the viewer may see (admins also see hidden ones), in podcast_order. */
export function PodcastsScreen({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending, isError, error, refetch } = usePodcasts();
  return (
    <Page>
      <title>Podcasts · Rooted</title>
      <PageHeader
        title="Podcasts"
        description="Bible podcasts to listen to, study and remember. Pick one to start listening."
        actions={isAdmin ? <FeedImportDialog /> : undefined}
      />
      <div className="mt-8">
        {isPending ? (
          <ListSkeleton rows={2} />
        ) : isError ? (
          <CatalogError error={error} what="podcast list" back={{ href: paths.home(), label: 'Go home' }} onRetry={() => void refetch()} />
        ) : data.podcasts.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <Podcast className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-muted-foreground">No podcasts yet.</p>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-2" data-testid="podcast-list">
            {data.podcasts.map((podcast) => (
              <PodcastCard key={podcast.id} podcast={podcast} />
            ))}
          </div>
        )}
      </div>
    </Page>
  );
}
