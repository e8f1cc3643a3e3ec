import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EpisodesScreen } from '@/features/episodes/components/episodes-screen';

/** /episodes?q=&page=: the address holds the search, so results can be shared and Back works. */
export default function EpisodesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const onQueryChange = useCallback(
    (next: { q: string; page: number }) => {
      const search = new URLSearchParams();
      if (next.q.trim()) search.set('q', next.q.trim());
      if (next.page > 1) search.set('page', String(next.page));
      // Typing replaces the history entry instead of adding one per pause.
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return <EpisodesScreen q={q} page={page} onQueryChange={onQueryChange} />;
}
