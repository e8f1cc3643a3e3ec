import type { EpisodeDetail, TimelineEntryDto } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { BackLink } from '@/components/catalog/back-link';
import { CatalogError, ListSkeleton } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { Markdown } from '@/components/markdown';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { episodeQueryOptions } from '../api/episodes-api';
import { episodeVersesQueryOptions } from '../api/verse-timeline-api';
import { ChapterList } from './chapter-list';
import { EpisodeEditButton } from './episode-edit-button';
import { EpisodeHeader } from './episode-header';
import { EpisodeTranscript } from './episode-transcript';
import { VerseTimeline } from './verse-timeline';
import { DiscussionQuestions, Outline, Section } from './study-sections';

export interface EpisodeScreenProps {
  episodeId: string;
  /** SPEC §2 ?fromSeries: the series the listener came from, for the back link. */
  fromSeries: { id: string; name: string } | null;
  isAdmin: boolean;
  viewerKey: string;
  /** Starts the episode in the app's player (composed by the page). */
  onPlay?: (episode: EpisodeDetail) => void;
  /** Plays the episode from a moment (chapters, transcript times). */
  onSeek?: (episode: EpisodeDetail, seconds: number) => void;
  /** Start playing once loaded ("listen" sends the listener here after their click). */
  autoplay?: boolean;
  onAutoplayed?: () => void;
  actions?: ReactNode;
  supporterNotice?: ReactNode;
  renderAnswer?: (questionIndex: number) => ReactNode;
  /** Learning tools composed by the page: the notes editor, the reflection's answer, bookmarks. */
  renderNotes?: (episode: EpisodeDetail) => ReactNode;
  renderReflection?: (episode: EpisodeDetail) => ReactNode;
  renderSidebar?: (episode: EpisodeDetail) => ReactNode;
  /** Where a verse of the episode's timeline opens in the Bible reader (issue 15). */
  verseHref?: (entry: TimelineEntryDto) => string;
}

export function EpisodeScreen(props: EpisodeScreenProps) {
  const { episodeId, fromSeries, isAdmin, viewerKey, onPlay, onSeek, autoplay, onAutoplayed } = props;
  const { data: latest, isPending, isError, error, refetch } = useQuery(episodeQueryOptions(episodeId));
  // The page is rendered as a deferred update: React renders it in slices of a few milliseconds between
  // which the browser stays responsive, instead of one task of 100 ms or more when the episode arrives
  // (Total Blocking Time, issue 13). The skeleton stays until that render is ready.
  const data = useDeferredValue(latest);
  // The verse timeline sits above the discussion questions: asked for together with the episode (not
  // once the episode has rendered), and the page waits for both, so it cannot push the page down when it
  // arrives (LCP and CLS, issue 13). A failed timeline only leaves its section out.
  const verses = useQuery(episodeVersesQueryOptions(episodeId, viewerKey));
  // Only for its first attempt (offline, or a failure, the page shows without it) and only for the first
  // showing: a later refetch (the session arriving changes viewerKey) must not bring the skeleton back
  // (the screen is keyed by episode, so this resets per episode).
  const versesLoading = verses.isPending && verses.fetchStatus === 'fetching' && verses.failureCount === 0;
  const [shown, setShown] = useState(false);
  const waiting = isPending || (latest !== undefined && data === undefined) || (!shown && versesLoading && !isError);
  if (!waiting && !shown) setShown(true);
  const episode = data?.episode;
  const autoplayed = useRef(false);
  useEffect(() => {
    if (!autoplay || !episode || autoplayed.current) return;
    autoplayed.current = true;
    onPlay?.(episode);
    onAutoplayed?.();
  }, [autoplay, episode, onPlay, onAutoplayed]);

  if (waiting) {
    return (
      <Page>
        <ListSkeleton rows={4} />
      </Page>
    );
  }
  if (isError || !episode) {
    return (
      <Page>
        <CatalogError error={error} what="episode" back={{ href: paths.episodes(), label: 'All episodes' }} onRetry={() => void refetch()} />
      </Page>
    );
  }
  const seek = onSeek && ((seconds: number) => onSeek(episode, seconds));
  const back = fromSeries
    ? { to: paths.series(fromSeries.id), label: `Back to ${fromSeries.name}` }
    : { to: paths.podcastStandalone(episode.podcast.name), label: episode.podcast.name };
  return (
    <Page>
      <title>{`${episode.title} · Rooted`}</title>
      <BackLink to={back.to}>{back.label}</BackLink>
      <EpisodeHeader
        episode={episode}
        onPlay={onPlay && (() => onPlay(episode))}
        actions={
          <>
            {props.actions}
            {isAdmin && <EpisodeEditButton episode={episode} />}
          </>
        }
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          {episode.summary && (
            <Section title="Summary" id="summary">
              <Markdown className="max-w-prose">{episode.summary}</Markdown>
            </Section>
          )}
          {episode.outline.length > 0 && (
            <Section title="Outline" id="outline">
              <Outline points={episode.outline} />
            </Section>
          )}
          <VerseTimeline episodeId={episode.id} viewerKey={viewerKey} onSeek={seek} verseHref={props.verseHref} />
          {episode.discussionQuestions.length > 0 && (
            <Section title="Discussion Questions" id="questions">
              <DiscussionQuestions questions={episode.discussionQuestions} renderAnswer={props.renderAnswer} />
            </Section>
          )}
          {props.renderNotes?.(episode)}
          {episode.hasTranscript && (
            <Section title="Transcript" id="transcript">
              <EpisodeTranscript episodeId={episode.id} viewerKey={viewerKey} onSeek={seek} supporterNotice={props.supporterNotice} />
            </Section>
          )}
        </div>
        <aside className="flex flex-col gap-6">
          {episode.chapters.length > 0 && (
            <Card className="p-4" data-testid="section-chapters">
              <h2 className="mb-2 px-2 font-semibold">Chapters</h2>
              <ChapterList chapters={episode.chapters} onSeek={seek} />
            </Card>
          )}
          {episode.reflectionPrompt && (
            <Card className="p-5">
              <h2 className="flex items-center gap-2 font-semibold">
                <Sparkles className="size-4 text-accent-foreground dark:text-accent" aria-hidden /> Reflection
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{episode.reflectionPrompt}</p>
              {props.renderReflection?.(episode)}
            </Card>
          )}
          {props.renderSidebar?.(episode)}
        </aside>
      </div>
    </Page>
  );
}
