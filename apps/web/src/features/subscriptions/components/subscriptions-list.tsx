// The /subscriptions page body: subscribed series with their progress.
import type { SubscriptionItem } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { subscriptionsQueryOptions, useSetSubscription } from '../api/subscriptions-api';

function SubscriptionCard({ item }: { item: SubscriptionItem }) {
  const unsubscribe = useSetSubscription(item.seriesId);
  const percent = item.totalCount ? (item.completedCount / item.totalCount) * 100 : 0;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center" data-testid="subscription-item">
      {item.artworkUrl && (
        <img src={item.artworkUrl} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
      )}
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={paths.series(item.seriesId)} className="hover:underline">
            {item.seriesName}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{item.podcastName}</p>
        <div className="mt-3 flex items-center gap-3">
          <Progress value={percent} aria-label={`${item.seriesName} progress`} className="max-w-xs flex-1" />
          <span className="text-sm tabular-nums text-muted-foreground">
            {item.completedCount}/{item.totalCount} episodes
          </span>
        </div>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.series(item.seriesId)}>View Series</Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(false)}
        >
          Unsubscribe
        </Button>
      </div>
    </Card>
  );
}

export function SubscriptionsList() {
  const { data, isPending, isError, error } = useQuery(subscriptionsQueryOptions());
  if (isPending) {
    return (
      <div className="space-y-3" aria-busy>
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-xl" />
      </div>
    );
  }
  if (isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your subscriptions</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!data.length) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
        <BellRing className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">You haven&apos;t subscribed to any series yet.</p>
        <Button asChild>
          <Link to={paths.seriesList()}>Explore Series</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((item) => (
        <li key={item.seriesId}>
          <SubscriptionCard item={item} />
        </li>
      ))}
    </ul>
  );
}
