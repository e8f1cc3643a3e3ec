import type { KeyVerse } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/catalog/back-link';
import { EpisodeRow } from '@/components/catalog/episode-row';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { VerseList } from '@/components/verse-list';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { topicQueryOptions } from '../api/topics-api';
import { TopicQuestions } from './topic-questions';
import { TopicBadges } from './topic-badges';

interface TopicScreenProps {
  topicId: string;
  translation: string;
  viewerKey: string;
  verseHref: (verse: KeyVerse) => string;
  onAddFlashcard?: (verse: KeyVerse) => void;
  /** Shown instead of a premium topic to non-supporters (the 'Supporter Feature' alert). */
  supporterNotice: ReactNode;
}

/** /topics/{id}: the topic, its expandable questions, its verses and the episodes about it. */
export function TopicScreen({
  topicId,
  translation,
  viewerKey,
  verseHref,
  onAddFlashcard,
  supporterNotice,
}: TopicScreenProps) {
  const { data, isPending, isError, error, refetch } = useQuery(
    topicQueryOptions(topicId, translation, viewerKey),
  );
  const back = <BackLink to={paths.topics()}>All topics</BackLink>;
  if (isPending)
    return (
      <Page>
        {back}
        <ListSkeleton rows={3} />
      </Page>
    );
  if (isError) {
    return (
      <Page className="max-w-3xl">
        {back}
        {isApiError(error, 403) ? (
          supporterNotice
        ) : (
          <CatalogError
            error={error}
            what="topic"
            back={{ href: paths.topics(), label: 'All topics' }}
            onRetry={() => void refetch()}
          />
        )}
      </Page>
    );
  }
  const { topic, verses, episodes } = data;
  return (
    <Page>
      <title>{`${topic.name} · Rooted`}</title>
      {back}
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {topic.imageUrl && (
          <img src={topic.imageUrl} alt="" className="aspect-[16/9] w-full rounded-xl object-cover sm:w-64" />
        )}
        <div className="flex max-w-prose flex-col gap-3">
          <TopicBadges topicType={topic.topicType} isPremium={topic.isPremium} />
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{topic.name}</h1>
          <p className="text-lg text-muted-foreground">{topic.shortDescription}</p>
          <p className="leading-relaxed">{topic.description}</p>
        </div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <TopicQuestions questions={topic.questions} />
          <section aria-labelledby="topic-episodes">
            <h2 id="topic-episodes" className="text-xl font-semibold tracking-tight">
              Related episodes
            </h2>
            {episodes.length ? (
              <ul className="divide-y">
                {episodes.map((e) => (
                  <EpisodeRow
                    key={e.id}
                    episode={{ ...e, podcast: { name: e.podcastName, artworkUrl: null } }}
                    href={paths.episode(e.id)}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-muted-foreground">No episodes about this topic yet.</p>
            )}
          </section>
        </div>
        {verses.length > 0 && (
          <section aria-labelledby="topic-verses">
            <h2 id="topic-verses" className="mb-3 text-xl font-semibold tracking-tight">
              Key verses
            </h2>
            <VerseList verses={verses} href={verseHref} onAddFlashcard={onAddFlashcard} />
          </section>
        )}
      </div>
    </Page>
  );
}
