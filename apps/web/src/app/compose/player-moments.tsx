// What the app adds to its player: capturing moments (signed-in users), with the toast's "make card"
// opening the flashcard dialog, and the playing episode's chapters from the episodes feature.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { episodeQueryOptions } from '@/features/episodes/api/episodes-api';
import { useCaptureMoment } from '@/features/moments';
import { usePlayer, usePlayerActions } from '@/features/player';
import { useMomentCards } from './moment-cards';

export function usePlayerMoments(signedIn: boolean) {
  const cards = useMomentCards();
  const capture = useCaptureMoment({ onMakeCard: cards.makeCard });
  return { onCaptureMoment: signedIn ? capture : undefined, dialog: signedIn ? cards.dialog : null };
}

/** Gives the player the chapters of whatever episode it plays (the episode page's query, usually cached). */
export function PlayerChaptersLoader() {
  const episodeId = usePlayer().currentEpisode?.id ?? null;
  const { setChapters } = usePlayerActions();
  const { data } = useQuery({ ...episodeQueryOptions(episodeId ?? ''), enabled: !!episodeId });
  const chapters = data?.episode.id === episodeId ? data?.episode.chapters : undefined;
  useEffect(() => {
    if (episodeId && chapters) setChapters(episodeId, chapters);
  }, [episodeId, chapters, setChapters]);
  return null;
}
