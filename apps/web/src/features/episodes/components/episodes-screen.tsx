import { EPISODE_SEARCH_MIN_LENGTH } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Pagination } from '@/components/catalog/pagination';
import { Page, PageHeader } from '@/components/layout/page';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { episodesQueryOptions } from '../api/episodes-api';

interface EpisodesScreenProps {
  q: string;
  page: number;
  /** Updates ?q= and ?page= (the page owns the URL). */
  onQueryChange: (next: { q: string; page: number }) => void;
}

const TYPING_PAUSE_MS = 300;

/** /episodes: every published episode, newest first, searchable by title (SPEC §5: 2 characters or more). */
export function EpisodesScreen({ q, page, onQueryChange }: EpisodesScreenProps) {
  const [draft, setDraft] = useState(q);
  // Back and forward change ?q= from outside: the box follows instead of pushing its old text back.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setDraft(q);
  }
  const search = q.trim().length >= EPISODE_SEARCH_MIN_LENGTH ? q.trim() : '';
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery(episodesQueryOptions(search, page));

  // The address follows the search box once typing pauses.
  useEffect(() => {
    if (draft === q) return;
    const timer = setTimeout(() => onQueryChange({ q: draft, page: 1 }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, onQueryChange]);

  const hrefFor = (p: number) => `${paths.episodes()}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <Page>
      <title>Episodes · Rooted</title>
      <PageHeader title="Episodes" description="Every episode from every podcast, newest first." />
      <form role="search" className="relative mt-6 max-w-md" onSubmit={(e) => (e.preventDefault(), onQueryChange({ q: draft, page: 1 }))}>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" aria-label="Search episode titles" placeholder="Search episode titles" value={draft} onChange={(e) => setDraft(e.target.value)} className="pl-9" />
      </form>
      {draft.trim().length > 0 && draft.trim().length < EPISODE_SEARCH_MIN_LENGTH && (
        <p className="mt-2 text-xs text-muted-foreground">Type at least {EPISODE_SEARCH_MIN_LENGTH} characters to search.</p>
      )}
      <div className="mt-6" aria-busy={isPlaceholderData}>
        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <CatalogError error={error} what="episode list" back={{ href: paths.podcasts(), label: 'Browse podcasts' }} onRetry={() => void refetch()} />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="episode-count">
              {search ? `${data.total} ${data.total === 1 ? 'episode matches' : 'episodes match'} “${search}”` : `${data.total} episodes`}
            </p>
            <ul className="mt-2 divide-y" data-testid="episode-list">
              {data.items.map((episode) => (
                <EpisodeRow key={episode.id} episode={episode} href={paths.episode(episode.id)} showPodcast />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.pageSize} total={data.total} hrefFor={hrefFor} />
          </>
        )}
      </div>
    </Page>
  );
}
