import type { EpisodeDetail, TimelineEntryDto } from '@rooted/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseFromSeries, paths } from '@/config/paths';
import { sessionQueryOptions, type SessionUser } from '@/features/auth/api/get-session';
import { useSession } from '@/features/auth/hooks/use-session';
import { useResolvedTranslation } from '@/features/bible/hooks/use-translation-choice';
import { SupporterFeatureAlert } from '@/components/supporter-feature-alert';
import { episodeQueryOptions } from '@/features/episodes/api/episodes-api';
import { episodeVersesQueryOptions } from '@/features/episodes/api/verse-timeline-api';
import { EpisodeScreen } from '@/features/episodes/components/episode-screen';
import { DownloadEpisodeButton } from '@/features/offline';
import { usePlayerActions } from '@/features/player';
import { ResetProgressButton } from '@/features/progress';
import { useEpisodeLearning } from '../compose/use-episode-learning';
import { queryClient } from '../providers';
import { usePlayPlayable } from '../use-play-episode';

/** Transcripts and hidden content depend on who asks. */
const viewerKeyOf = (user: SessionUser | null) => (user ? `${user.id}:${user.isSupporter}:${user.isAdmin}` : 'visitor');

/**
 * A first visit straight to an episode: this module is evaluated while the shell still shows its
 * skeleton (React reveals the page no sooner than 300 ms after it). Asking for the episode and its verse
 * timeline now rather than on the page's first render takes them off the path to the summary (LCP,
 * issue 13); same keys and options as the page. Only for the address in the bar: the preloader imports
 * this module from other pages too.
 */
function prefetchFirstVisit() {
  const match = /^\/episodes\/(.+)$/.exec(window.location.pathname);
  if (!match) return;
  const episodeId = decodeURIComponent(match[1]!);
  void queryClient.prefetchQuery(episodeQueryOptions(episodeId));
  void queryClient
    .fetchQuery(sessionQueryOptions)
    .then(({ user }) => queryClient.prefetchQuery(episodeVersesQueryOptions(episodeId, viewerKeyOf(user))));
}
prefetchFirstVisit();

/** /episodes/{episodeId}?fromSeries={"id","name"}: the episode page, wired to the app's player. */
export default function EpisodePage() {
  const { '*': episodeId = '' } = useParams();
  const { search, state, pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const play = usePlayPlayable();
  const { seekTo, forgetPosition } = usePlayerActions();

  const onPlay = useCallback((episode: EpisodeDetail) => play({ ...episode, podcastName: episode.podcast.name, artworkUrl: episode.podcast.artworkUrl }), [play]);
  const onSeek = useCallback(
    (episode: EpisodeDetail, seconds: number) => {
      onPlay(episode);
      seekTo(seconds);
    },
    [onPlay, seekTo],
  );
  // The verse timeline's passages open in the reader's translation (issue 15).
  const { translation } = useResolvedTranslation({ signedIn: !!user });
  const verseHref = useCallback(
    (entry: TimelineEntryDto) =>
      paths.bibleChapter(translation, entry.bookSlug, entry.chapter, entry.verseFrom ?? undefined),
    [translation],
  );
  // Notes, answers, reflection and bookmarks (issue 9), as the screen's render slots.
  const learning = useEpisodeLearning({ episodeId, onSeek });
  // Autoplay once: clearing the state keeps a reload or Back from starting playback again.
  const onAutoplayed = useCallback(() => void navigate(pathname + search, { replace: true, state: null }), [navigate, pathname, search]);

  return (
    <>
      <EpisodeScreen
        key={episodeId}
        episodeId={episodeId}
        fromSeries={parseFromSeries(search)}
        isAdmin={Boolean(user?.isAdmin)}
        viewerKey={viewerKeyOf(user)}
        onPlay={onPlay}
        onSeek={onSeek}
        verseHref={verseHref}
        autoplay={Boolean((state as { autoplay?: boolean } | null)?.autoplay)}
        onAutoplayed={onAutoplayed}
        actions={
          <>
            {user && <ResetProgressButton episodeId={episodeId} size="lg" onReset={() => forgetPosition(episodeId)} />}
            <DownloadEpisodeButton episodeId={episodeId} signedIn={!!user} downloadsHref={paths.downloads()} />
          </>
        }
        supporterNotice={<SupporterFeatureAlert>Full transcripts are a supporter feature for this series.</SupporterFeatureAlert>}
        renderAnswer={learning.renderAnswer}
        renderNotes={learning.renderNotes}
        renderReflection={learning.renderReflection}
        renderSidebar={learning.renderSidebar}
      />
      {learning.dialogs}
    </>
  );
}
