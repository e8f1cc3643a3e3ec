// SPEC §2: the 'Keyword Search Results' panel, an icon per type, the matched term highlighted.
import type { SearchResult } from '@rooted/shared/contracts/search';
import { highlightTerms } from '@rooted/shared/search/highlight';
import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { BookOpen, Headphones, Lightbulb, ScrollText } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { HighlightedText } from './highlighted-text';
import { ResultLink } from './result-link';

const TYPE = {
  episode: { icon: Headphones, label: 'Episode' },
  topic: { icon: Lightbulb, label: 'Topic' },
  recap: { icon: ScrollText, label: 'Recap' },
  bible: { icon: BookOpen, label: 'Bible' },
} as const;

interface KeywordResultsProps {
  query: string;
  results: SearchResult[] | undefined;
  loading: boolean;
  failed: boolean;
  onNavigate: (href: string) => void;
}

export function KeywordResults({ query, results, loading, failed, onNavigate }: KeywordResultsProps) {
  const terms = highlightTerms(query);
  return (
    <section aria-labelledby="keyword-results-title" aria-busy={loading} data-testid="keyword-results">
      <h3 id="keyword-results-title" className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {SEARCH_TEXT.keywordTitle}
      </h3>
      {loading && !results ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : failed && !results ? (
        <p className="py-3 text-sm text-muted-foreground">Keyword results could not be loaded. Please try again.</p>
      ) : !results?.length ? (
        <p className="py-3 text-sm text-muted-foreground">{SEARCH_TEXT.keywordEmpty}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-border/60">
          {results.map((result) => {
            const { icon: Icon, label } = TYPE[result.type];
            return (
              <li key={`${result.type}:${result.id}`}>
                <ResultLink href={result.url} onNavigate={onNavigate} className="flex gap-3 rounded-md px-2 py-2.5 hover:bg-muted">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground" title={label}>
                    <Icon aria-hidden className="size-4" />
                    <span className="sr-only">{label}:</span>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium" data-testid="result-title">
                      <HighlightedText text={result.title} terms={terms} />
                    </span>
                    {result.subtitle && (
                      <span className="line-clamp-2 text-xs leading-relaxed text-muted-foreground">
                        <HighlightedText text={result.subtitle} terms={terms} />
                      </span>
                    )}
                  </span>
                </ResultLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
