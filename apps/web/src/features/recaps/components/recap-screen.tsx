import type { KeyVerse } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { BookMarked } from 'lucide-react';
import { BackLink } from '@/components/catalog/back-link';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { Markdown } from '@/components/markdown';
import { VerseList } from '@/components/verse-list';
import { paths } from '@/config/paths';
import { recapQueryOptions } from '../api/recaps-api';

interface RecapScreenProps {
  recapId: string;
  translation: string;
  verseHref: (verse: KeyVerse) => string;
  onAddFlashcard?: (verse: KeyVerse) => void;
}

/** /recaps/{id}: a series recap, its key verses and links to the series' episodes. */
export function RecapScreen({ recapId, translation, verseHref, onAddFlashcard }: RecapScreenProps) {
  const { data, isPending, isError, error, refetch } = useQuery(recapQueryOptions(recapId, translation));
  if (isPending) {
    return (
      <Page>
        <ListSkeleton rows={4} />
      </Page>
    );
  }
  if (isError) {
    return (
      <Page>
        <CatalogError
          error={error}
          what="recap"
          back={{ href: paths.seriesList(), label: 'All series' }}
          onRetry={() => void refetch()}
        />
      </Page>
    );
  }
  const { recap, series, keyVerses, episodes } = data;
  return (
    <Page>
      <title>{`${recap.title} · Rooted`}</title>
      {series ? (
        <BackLink to={paths.series(series.id)}>{series.name}</BackLink>
      ) : (
        <BackLink to={paths.seriesList()}>All series</BackLink>
      )}
      <p className="flex items-center gap-2 text-sm font-medium text-primary">
        <BookMarked className="size-4" aria-hidden /> Series recap
      </p>
      <h1 className="mt-2 max-w-prose text-3xl font-semibold tracking-tight sm:text-4xl">{recap.title}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <Markdown className="max-w-prose">{recap.body}</Markdown>
          {episodes.length > 0 && (
            <section aria-labelledby="recap-episodes">
              <h2 id="recap-episodes" className="text-xl font-semibold tracking-tight">
                Episodes in this series
              </h2>
              <ol className="divide-y">
                {episodes.map((e) => (
                  <EpisodeRow key={e.id} episode={e} href={paths.episode(e.id, series ?? undefined)} />
                ))}
              </ol>
            </section>
          )}
        </div>
        {keyVerses.length > 0 && (
          <section aria-labelledby="recap-verses">
            <h2 id="recap-verses" className="mb-3 text-xl font-semibold tracking-tight">
              Key verses
            </h2>
            <VerseList verses={keyVerses} href={verseHref} onAddFlashcard={onAddFlashcard} />
          </section>
        )}
      </div>
    </Page>
  );
}
