// Mounts the player chrome (./player-chrome) only once an episode has been loaded into the player, and
// keeps it mounted after that (closing the bar must not drop an open flashcard dialog or a sleep timer).
import { lazy, Suspense, useState } from 'react';
import { usePlayer } from '@/features/player';
import type { PlayerChromeProps } from './player-chrome';

export const loadPlayerChrome = () => import('./player-chrome');
const PlayerChrome = lazy(loadPlayerChrome);

export function LazyPlayerChrome(props: PlayerChromeProps) {
  const hasEpisode = usePlayer().currentEpisode !== null;
  const [mounted, setMounted] = useState(hasEpisode);
  if (hasEpisode && !mounted) setMounted(true);
  if (!mounted && !hasEpisode) return null;
  return (
    <Suspense fallback={null}>
      <PlayerChrome {...props} />
    </Suspense>
  );
}
