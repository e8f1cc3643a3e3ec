import type { SeriesSummary } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { SeriesCard } from '@/components/catalog/series-card';
import { Page, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { seriesListQueryOptions } from '../api/series-api';

function Section({ title, series, testId }: { title: string; series: SeriesSummary[]; testId: string }) {
  if (!series.length) return null;
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
        {series.map((s) => (
          <SeriesCard key={s.id} series={s} />
        ))}
      </div>
    </section>
  );
}

/** /series: every series with its podcast and episode count; current ones (SPEC §4) first. */
export function SeriesListScreen({ isAdmin }: { isAdmin: boolean }) {
  const { data, isPending, isError, error, refetch } = useQuery(seriesListQueryOptions());
  const current = data?.series.filter((s) => s.isCurrent) ?? [];
  const past = data?.series.filter((s) => !s.isCurrent) ?? [];
  return (
    <Page>
      <title>Series · Rooted</title>
      <PageHeader
        title="Series"
        description="Structured journeys through a book, a theme or a season. Listen in order, reflect as you go, and earn a certificate at the end."
        actions={
          isAdmin ? (
            <Button asChild>
              <Link to={paths.seriesEdit('new')} data-testid="new-series">
                <Plus aria-hidden /> New series
              </Link>
            </Button>
          ) : undefined
        }
      />
      {isPending ? (
        <div className="mt-10">
          <ListSkeleton rows={3} />
        </div>
      ) : isError ? (
        <div className="mt-10">
          <CatalogError error={error} what="series list" back={{ href: paths.home(), label: 'Go home' }} onRetry={() => void refetch()} />
        </div>
      ) : data.series.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No series yet.</p>
      ) : (
        <>
          <Section title="Current series" series={current} testId="current-series" />
          <Section title="Past series" series={past} testId="past-series" />
        </>
      )}
    </Page>
  );
}
