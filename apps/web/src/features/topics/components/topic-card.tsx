import type { TopicSummary } from '@rooted/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TopicBadges } from './topic-badges';

/** One topic in the list: image, name, type, premium badge and short description. */
export function TopicCard({ topic }: { topic: TopicSummary }) {
  return (
    <Link
      to={paths.topic(topic.id)}
      data-testid="topic-card"
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="aspect-[16/9] w-full overflow-hidden bg-secondary">
        {topic.imageUrl && (
          <img
            src={topic.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <TopicBadges topicType={topic.topicType} isPremium={topic.isPremium} />
        <h2 className="text-lg font-semibold tracking-tight">{topic.name}</h2>
        <p className="text-sm text-muted-foreground">{topic.shortDescription}</p>
      </div>
    </Link>
  );
}
