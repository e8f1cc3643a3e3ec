// The learning tools of an episode page, composed from their features: answers under the discussion
// questions, the notes editor with verse and theme chips, the reflection's answer, the listener's
// moments and the supporter's bookmarks. Returned as EpisodeScreen's render slots.
import type { EpisodeDetail } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/hooks/use-session';
import { EpisodeBookmarks } from '@/features/bookmarks';
import { EpisodeMoments } from '@/features/moments';
import { EpisodeNotes, QuestionAnswer, ReflectionAnswer, type ThemeTopic } from '@/features/notes';
import { topicsQueryOptions } from '@/features/topics/api/topics-api';
import { useMomentCards } from './moment-cards';
import { useVerseTools } from './use-verse-tools';

const NO_TOPICS: ThemeTopic[] = [];

export function useEpisodeLearning({
  episodeId,
  onSeek,
}: {
  episodeId: string;
  onSeek: (episode: EpisodeDetail, seconds: number) => void;
}) {
  const { user } = useSession();
  const tools = useVerseTools();
  const momentCards = useMomentCards();
  const topics = useQuery(topicsQueryOptions);
  const userId = user?.id ?? null;
  return {
    renderAnswer: userId
      ? (questionIndex: number) => (
          <QuestionAnswer userId={userId} episodeId={episodeId} questionIndex={questionIndex} />
        )
      : undefined,
    renderNotes: () => (
      <EpisodeNotes
        episodeId={episodeId}
        userId={userId}
        topics={topics.data ?? NO_TOPICS}
        verseHref={tools.refHref}
        onAddFlashcard={tools.addDetected}
      />
    ),
    renderReflection: () => <ReflectionAnswer userId={userId} target={{ episodeId }} />,
    renderSidebar: (episode: EpisodeDetail) =>
      userId ? (
        <>
          <EpisodeMoments
            userId={userId}
            episodeId={episodeId}
            onSeek={(seconds) => onSeek(episode, seconds)}
            onMakeCard={momentCards.makeCard}
          />
          {user?.isSupporter && (
            <EpisodeBookmarks
              userId={userId}
              episodeId={episodeId}
              onSeek={(seconds) => onSeek(episode, seconds)}
            />
          )}
        </>
      ) : null,
    dialogs: (
      <>
        {tools.flashcardDialog}
        {momentCards.dialog}
      </>
    ),
  };
}
