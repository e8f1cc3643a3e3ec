import { BookOpen, Headphones, type LucideIcon, Search, Sparkles, Tags } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSupporterPrice } from '@/lib/app-config';
import { SAMPLE_SEARCH_ITEMS, type SampleSearchItem } from '../lib/sample-data';
import { DemoCard } from './demo-card';
import { HighlightedText } from './highlighted-text';

const TYPE_ICONS: Record<SampleSearchItem['type'], LucideIcon> = { episode: Headphones, topic: Tags, bible: BookOpen };

// SPEC §5: keyword search needs 2 characters, the AI answer 3.
const KEYWORD_MIN = 2;
const SUMMARY_MIN = 3;

export function SearchDemo() {
  const [query, setQuery] = useState('shepherd');
  const [tier, setTier] = useState<'free' | 'supporter'>('free');
  const price = useSupporterPrice();
  const term = query.trim().toLowerCase();
  const results =
    term.length >= KEYWORD_MIN
      ? SAMPLE_SEARCH_ITEMS.filter((i) => `${i.title} ${i.subtitle}`.toLowerCase().includes(term))
      : [];
  const answer =
    term.length >= SUMMARY_MIN
      ? SAMPLE_SEARCH_ITEMS.find((i) => i.summary && `${i.title} ${i.summary}`.toLowerCase().includes(term))
      : undefined;

  return (
    <DemoCard
      testId="demo-search"
      icon={Search}
      title="Search"
      description="Free search finds titles and names; supporters also get an answer grounded in the series."
    >
      <Tabs value={tier} onValueChange={(v) => setTier(v as 'free' | 'supporter')}>
        <TabsList aria-label="Plan" className="w-full">
          <TabsTrigger value="free">Free</TabsTrigger>
          <TabsTrigger value="supporter">
            <Sparkles aria-hidden className="size-3.5" />
            Supporter
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <label className="relative mt-3 block">
        <span className="sr-only">Search the sample content</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Try shepherd, grace or prodigal" className="pl-9" />
      </label>

      {tier === 'supporter' && (
        <div data-testid="search-demo-summary" className="mt-3 rounded-lg border border-primary/30 bg-secondary/40 p-3 text-sm">
          <p className="mb-1 flex items-center gap-1.5 font-medium">
            <Sparkles className="size-4 text-primary" aria-hidden /> Summary
          </p>
          {answer ? (
            <>
              <p>{answer.summary}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Badge variant="outline">{answer.title}</Badge>
                {answer.bible?.map((ref) => (
                  <Badge key={ref} variant="secondary">
                    {ref}
                  </Badge>
                ))}
              </div>
            </>
          ) : (
            <p className="text-muted-foreground">
              {term.length < SUMMARY_MIN ? 'Enter at least 3 characters to search' : 'No answer in the sample content. Try “prodigal” or “grace”.'}
            </p>
          )}
        </div>
      )}

      <div className="mt-3 rounded-lg border p-3" data-testid="search-demo-results">
        <p className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">Keyword Search Results</p>
        {results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No keyword results found.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {results.map((item) => {
              const Icon = TYPE_ICONS[item.type];
              return (
                <li key={item.title} className="flex items-start gap-2.5 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label={item.type} />
                  <div className="min-w-0">
                    <p className="font-medium">
                      <HighlightedText text={item.title} term={term} />
                    </p>
                    <p className="truncate text-muted-foreground">
                      <HighlightedText text={item.subtitle} term={term} />
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {tier === 'free' && (
        <p className="mt-3 text-xs text-muted-foreground">
          AI answers are part of Supporter{price.monthly ? ` (${price.monthly})` : ''}.
        </p>
      )}
    </DemoCard>
  );
}
