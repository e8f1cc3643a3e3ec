// SPEC §2/§4: the Summary area: 'Generating semantic answer...' while loading, then the answer and its sources.
import type { SummaryResponse } from '@rooted/shared/contracts/search';
import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { SourceChips } from './source-chips';

interface SummaryPanelProps {
  loading: boolean;
  summary: SummaryResponse | null;
  onNavigate: (href: string) => void;
}

export function SummaryPanel({ loading, summary, onNavigate }: SummaryPanelProps) {
  if (!loading && !summary) return null;
  return (
    <section aria-labelledby="search-summary-title" aria-busy={loading} className="rounded-lg border border-primary/20 bg-secondary/40 p-4" data-testid="search-summary">
      <h3 id="search-summary-title" className="mb-2 flex items-center gap-2 text-sm font-semibold text-secondary-foreground">
        <Sparkles aria-hidden className="size-4 text-primary" />
        {SEARCH_TEXT.summaryTitle}
      </h3>
      {loading ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {SEARCH_TEXT.loading}
        </div>
      ) : (
        summary && (
          <div className="space-y-3">
            <p className="text-sm leading-relaxed text-foreground/90" data-testid="summary-text">
              {summary.summary}
            </p>
            <SourceChips podcast={summary.sources.podcastElements} bible={summary.sources.bibleElements} onNavigate={onNavigate} />
          </div>
        )
      )}
    </section>
  );
}
