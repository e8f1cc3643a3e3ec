// Content: links into the editors the catalog features already have (podcast and series edit pages; the
// episode editor opens from an episode's page), and the topics and recaps editors.
import { podcastListResponse, seriesListResponse } from '@rooted/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api';
import { EditableList } from './editable-list';
import { PanelState } from './panel-state';

// Same keys as the catalog pages would not matter: these lists are for admins and include hidden items.
const podcastsQuery = queryOptions({
  queryKey: ['admin', 'content', 'podcasts'],
  queryFn: ({ signal }) => apiFetch('/api/podcasts', { schema: podcastListResponse, signal }),
});
const seriesQuery = queryOptions({
  queryKey: ['admin', 'content', 'series'],
  queryFn: ({ signal }) => apiFetch('/api/series', { schema: seriesListResponse, signal }),
});

function EditLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-2 py-2 text-sm hover:text-primary">
      <Pencil aria-hidden className="size-3.5 text-muted-foreground" />
      {children}
    </Link>
  );
}

export function ContentPanel() {
  const podcasts = useQuery(podcastsQuery);
  const series = useQuery(seriesQuery);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Podcasts</CardTitle>
          <CardDescription>Details, visibility, order and feed refresh.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {!podcasts.data ? (
            <PanelState isPending={podcasts.isPending} error={podcasts.error} />
          ) : (
            podcasts.data.podcasts.map((p) => (
              <EditLink key={p.id} to={paths.podcastEdit(p.name)}>
                {p.name}
                {p.status !== 'active' && <Badge variant="secondary">{p.status}</Badge>}
              </EditLink>
            ))
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Series</CardTitle>
          <CardDescription>Episodes, dates and transcript permission.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {!series.data ? (
            <PanelState isPending={series.isPending} error={series.error} />
          ) : (
            series.data.series.map((s) => (
              <EditLink key={s.id} to={paths.seriesEdit(s.id)}>
                {s.name}
              </EditLink>
            ))
          )}
        </CardContent>
      </Card>
      <EditableList kind="topics" />
      <EditableList kind="recaps" />
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Episodes</CardTitle>
          <CardDescription>
            Open an episode from <Link className="text-primary hover:underline" to={paths.episodes()}>Episodes</Link> and use its Edit
            button to change the title, summary, outline and discussion questions.
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
