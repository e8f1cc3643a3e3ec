import type { DashboardTopic } from '@rooted/shared';
import { ArrowRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';

/** SPEC §2/§9: home shows up to 3 topics. */
export function HomeTopics({ topics }: { topics: DashboardTopic[] }) {
  if (!topics.length) return null;
  return (
    <section aria-labelledby="home-topics-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="home-topics-title" className="text-lg font-semibold tracking-tight">
          Topics to Explore
        </h2>
        <Link
          to={paths.topics()}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          All topics <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        {topics.slice(0, 3).map((topic) => (
          <li key={topic.id}>
            <Link
              to={paths.topic(topic.id)}
              className="flex h-full gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {topic.imageUrl && (
                <img src={topic.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
              )}
              <span className="min-w-0">
                <span className="flex items-center gap-2 font-medium">
                  {topic.name}
                  {topic.isPremium && (
                    <Badge variant="accent">
                      <Lock aria-hidden /> Supporter
                    </Badge>
                  )}
                </span>
                <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">
                  {topic.shortDescription}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
