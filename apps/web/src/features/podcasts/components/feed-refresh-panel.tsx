import type { PodcastDetailResponse } from '@rooted/shared';
import { CheckCircle2, FileUp, RefreshCw, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { lazyDateFormat } from '@rooted/shared/text/date-format';
import { useRefreshPodcast } from '../api/podcasts-api';
import { FeedImportDialog, importSummary } from './feed-import-dialog';

const timeFormat = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The feed side of a podcast: refresh now, import a file, and the latest refreshes with their outcome. */
export function FeedRefreshPanel({ detail }: { detail: PodcastDetailResponse }) {
  const { podcast, refreshLog = [] } = detail;
  const refresh = useRefreshPodcast();

  const refreshNow = () =>
    refresh.mutate(podcast.id, {
      onSuccess: (result) => toast.success('Feed refreshed', { description: importSummary(result) }),
      onError: (error) => toast.error('Refresh failed', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Feed</CardTitle>
        <CardDescription>
          {podcast.lastRefreshedAt ? `Last refreshed ${timeFormat().format(new Date(podcast.lastRefreshedAt))}.` : 'Never refreshed from a feed.'}{' '}
          Active podcasts with a feed URL are refreshed automatically.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2">
          <Button onClick={refreshNow} disabled={!podcast.feedUrl || refresh.isPending} data-testid="refresh-feed">
            <RefreshCw aria-hidden className={refresh.isPending ? 'animate-spin' : undefined} />
            {refresh.isPending ? 'Refreshing…' : 'Refresh now'}
          </Button>
          <FeedImportDialog
            podcastName={podcast.name}
            trigger={
              <Button variant="outline">
                <FileUp aria-hidden /> Import feed file
              </Button>
            }
          />
        </div>
        {!podcast.feedUrl && <p className="text-sm text-muted-foreground">Save a feed URL to refresh from it.</p>}
        {refreshLog.length > 0 && (
          <ul className="flex flex-col gap-3 text-sm" aria-label="Recent refreshes">
            {refreshLog.map((entry) => (
              <li key={entry.createdAt} className="flex gap-2">
                {entry.ok ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="Succeeded" />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failed" />
                )}
                <div>
                  <p className="text-xs text-muted-foreground">{timeFormat().format(new Date(entry.createdAt))}</p>
                  <p>{entry.message}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
