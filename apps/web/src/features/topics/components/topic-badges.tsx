import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A topic's type, and the Supporter badge for premium topics: the same on the card and the topic page. */
export function TopicBadges({ topicType, isPremium }: { topicType: string; isPremium: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary" className="capitalize">
        {topicType}
      </Badge>
      {isPremium && (
        <Badge variant="accent">
          <Lock aria-hidden /> Supporter
        </Badge>
      )}
    </div>
  );
}
