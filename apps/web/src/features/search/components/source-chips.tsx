// Up to 3 podcast and 3 Bible source chips under the Summary (SPEC §2, §9).
import type { BibleElement, PodcastElement } from '@rooted/shared/contracts/search';
import { SOURCE_CHIPS, SOURCE_TITLE_MAX } from '@rooted/shared/search/constants';
import { truncateTitle } from '@rooted/shared/search/highlight';
import { BookOpen, Headphones, Lightbulb, ScrollText } from 'lucide-react';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { bibleSourceUrl, podcastSourceUrl } from '../lib/source-links';
import { ResultLink } from './result-link';

const PODCAST_ICONS = { episode: Headphones, recap: ScrollText, topic: Lightbulb } as const;
const chip = cn(badgeVariants({ variant: 'outline' }), 'max-w-full gap-1.5 bg-card py-1 hover:bg-muted');

interface SourceChipsProps {
  podcast: PodcastElement[];
  bible: BibleElement[];
  onNavigate: (href: string) => void;
}

export function SourceChips({ podcast, bible, onNavigate }: SourceChipsProps) {
  const podcastChips = podcast.slice(0, SOURCE_CHIPS.podcast);
  const bibleChips = bible.slice(0, SOURCE_CHIPS.bible);
  if (!podcastChips.length && !bibleChips.length) return null;
  return (
    <div className="flex flex-wrap gap-1.5" aria-label="Sources" role="list" data-testid="summary-sources">
      {podcastChips.map((source) => {
        const Icon = PODCAST_ICONS[source.parent_type];
        return (
          <span role="listitem" key={source.id} className="max-w-full">
            <ResultLink href={podcastSourceUrl(source)} onNavigate={onNavigate} className={chip}>
              <Icon aria-hidden className="text-primary" />
              <span className="truncate" title={source.parent_title} data-testid="podcast-source">
                {truncateTitle(source.parent_title, SOURCE_TITLE_MAX)}
              </span>
            </ResultLink>
          </span>
        );
      })}
      {bibleChips.map((source) => (
        <span role="listitem" key={source.formattedReference}>
          <ResultLink href={bibleSourceUrl(source)} onNavigate={onNavigate} className={chip}>
            <BookOpen aria-hidden className="text-primary" />
            <span data-testid="bible-source">{source.formattedReference}</span>
          </ResultLink>
        </span>
      ))}
    </div>
  );
}
