// The player's visible part, composed with what other features add to it (bookmarks, moments and
// their flashcard dialog, chapters). Loaded lazily by the root layout the first time something plays:
// a first visit that never plays anything does not download the bar, its menus or the card dialog.
import { AudioPlayer } from '@/features/player';
import { playerBookmarkActions } from './player-bookmark';
import { PlayerChaptersLoader, usePlayerMoments } from './player-moments';

export interface PlayerChromeProps {
  user: { isSupporter: boolean } | null;
}

export default function PlayerChrome({ user }: PlayerChromeProps) {
  // Moments (issue 15): capture from the player; the toast's 'make card' opens the flashcard dialog.
  const moments = usePlayerMoments(!!user);
  return (
    <>
      <AudioPlayer renderActions={playerBookmarkActions(user)} onCaptureMoment={moments.onCaptureMoment} />
      <PlayerChaptersLoader />
      {moments.dialog}
    </>
  );
}
