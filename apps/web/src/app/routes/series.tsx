import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { ViewCertificateButton } from '@/features/certificates';
import { SeriesContinueListening } from '@/features/continue-listening';
import { SeriesDeckButton } from '@/features/flashcards/components/series-deck-button';
import { ReflectionAnswer } from '@/features/notes';
import { SeriesScreen } from '@/features/series/components/series-screen';
import { SubscribeButton } from '@/features/subscriptions';
import { usePlayPlayable } from '../use-play-episode';

/** /series/{seriesId}: the series with progress, its Continue Listening card, and play buttons wired to the player. */
export default function SeriesPage() {
  const { seriesId = '' } = useParams();
  const { user } = useSession();
  const play = usePlayPlayable();
  return (
    <SeriesScreen
      key={seriesId}
      seriesId={seriesId}
      isAdmin={Boolean(user?.isAdmin)}
      continueCard={
        <>
          <SeriesContinueListening
            seriesId={seriesId}
            onPlay={play}
            extraActions={user && <ViewCertificateButton userId={user.id} seriesId={seriesId} />}
          />
          {user && <SubscribeButton seriesId={seriesId} className="w-full" />}
          {user && <SeriesDeckButton seriesId={seriesId} className="mt-2 w-full" />}
        </>
      }
      onPlay={(episode, podcast) => play({ ...episode, podcastName: podcast.name, artworkUrl: podcast.artworkUrl })}
      renderFinalReflection={() => <ReflectionAnswer userId={user?.id ?? null} target={{ seriesId }} />}
    />
  );
}
