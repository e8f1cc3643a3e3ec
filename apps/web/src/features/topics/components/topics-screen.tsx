import { useQuery } from '@tanstack/react-query';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { topicsQueryOptions } from '../api/topics-api';
import { TopicCard } from './topic-card';

/** /topics: every topic, ordered by name (SPEC §7). */
export function TopicsScreen() {
  const { data, isPending, isError, error, refetch } = useQuery(topicsQueryOptions);
  return (
    <Page>
      <title>Topics · Rooted</title>
      <PageHeader
        title="Topics"
        description="Themes that run through the episodes, each with questions for discussion and verses to study."
      />
      <div className="mt-8">
        {isPending ? (
          <ListSkeleton rows={3} />
        ) : isError ? (
          <CatalogError
            error={error}
            what="topics"
            back={{ href: paths.home(), label: 'Home' }}
            onRetry={() => void refetch()}
          />
        ) : data.length ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((topic) => (
              <li key={topic.id}>
                <TopicCard topic={topic} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No topics yet.</p>
        )}
      </div>
    </Page>
  );
}
