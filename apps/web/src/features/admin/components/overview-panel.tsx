import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { overviewQueryOptions } from '../api/admin-api';
import { formatDateTime, PanelState } from './panel-state';

const LABELS = {
  users: 'Users',
  supporters: 'Supporters',
  podcasts: 'Podcasts',
  series: 'Series',
  episodes: 'Episodes',
  openBugReports: 'Open bug reports',
  waitlist: 'Waitlist',
  creatorSubmissions: 'Creator submissions',
} as const;

export function OverviewPanel() {
  const { data, isPending, error } = useQuery(overviewQueryOptions);
  if (!data) return <PanelState isPending={isPending} error={error} />;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="admin-counts">
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
          <Card key={key} className="gap-1 p-4">
            <dt className="text-sm text-muted-foreground">{LABELS[key]}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{data.counts[key]}</dd>
          </Card>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>Recent feed refreshes</CardTitle>
        </CardHeader>
        <CardContent>
          {data.feedRefreshes.length === 0 ? (
            <p className="text-sm text-muted-foreground">No feed has been refreshed yet.</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {data.feedRefreshes.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                  <Badge variant={r.ok ? 'success' : 'destructive'}>{r.ok ? 'OK' : 'Failed'}</Badge>
                  <span className="font-medium">{r.podcastName ?? 'Unknown podcast'}</span>
                  <span className="text-muted-foreground">{formatDateTime(r.at)}</span>
                  {r.message && <span className="w-full text-muted-foreground">{r.message}</span>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
