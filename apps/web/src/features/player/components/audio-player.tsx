// The player bar at the bottom of every page: expanded while playing (SPEC §4), collapsible, closable.
import { ChevronDown, ChevronUp, Pause, Play, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { PlayerContextValue, PlayerEpisode } from '../player-context';
import { usePlayer } from '../hooks/use-player';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayerHeight } from '../hooks/use-player-height';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { EpisodeArtwork } from './episode-artwork';
import { SeekBar } from './seek-bar';
import { SpeedSelect } from './speed-select';
import { TransportControls } from './transport-controls';

/** Extra buttons other features put in the bar (the bookmarks feature's button), composed by the app. */
export type PlayerActionsSlot = (state: { episode: PlayerEpisode; currentTime: number }) => ReactNode;

export function AudioPlayer({ renderActions }: { renderActions?: PlayerActionsSlot } = {}) {
  const player = usePlayer();
  useMediaSession(player);
  usePlayerShortcuts(player);
  return player.currentEpisode ? (
    <PlayerBar player={player} episode={player.currentEpisode} renderActions={renderActions} />
  ) : null;
}

function PlayerBar({
  player,
  episode,
  renderActions,
}: {
  player: PlayerContextValue;
  episode: PlayerEpisode;
  renderActions?: PlayerActionsSlot;
}) {
  const actions = renderActions?.({ episode, currentTime: player.currentTime });
  const { isPlaying, currentTime, duration, isPlayerExpanded: expanded } = player;
  const bar = useRef<HTMLElement>(null);
  usePlayerHeight(bar);

  const titles = (
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-medium" data-testid="player-title">
        {episode.title}
      </p>
      <p className="truncate text-xs text-muted-foreground">{episode.podcastName}</p>
    </div>
  );

  return (
    <>
      {/* Keeps the footer visible above the fixed bar. */}
      <div aria-hidden style={{ height: 'var(--player-height, 4rem)' }} />
      <section
        ref={bar}
        aria-label="Audio player"
        data-testid="audio-player"
        data-expanded={expanded}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
      >
        {expanded ? (
          <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-3 sm:px-6">
            <div className="flex items-center gap-3">
              <EpisodeArtwork src={episode.artworkUrl} className="size-12" />
              {titles}
              {actions}
              <Button variant="ghost" size="icon-sm" onClick={player.collapse} aria-label="Minimise player">
                <ChevronDown aria-hidden />
              </Button>
              <Button variant="ghost" size="icon-sm" onClick={player.close} aria-label="Close player">
                <X aria-hidden />
              </Button>
            </div>
            <SeekBar currentTime={currentTime} duration={duration} onSeek={player.seekTo} />
            <div className="flex items-center justify-between gap-2 sm:justify-center sm:gap-8">
              <span className="hidden w-20 sm:block" aria-hidden />
              <TransportControls
                size="large"
                isPlaying={isPlaying}
                onTogglePlay={player.togglePlay}
                onSkipBack={player.skipBack}
                onSkipForward={player.skipForward}
              />
              <SpeedSelect value={player.playbackSpeed} onChange={player.setSpeed} />
            </div>
          </div>
        ) : (
          <div className="relative">
            <div aria-hidden className="absolute inset-x-0 top-0 h-0.5 bg-muted">
              <div
                className="h-full bg-primary"
                style={{ width: `${duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0}%` }}
              />
            </div>
            <div className="mx-auto flex h-16 max-w-page items-center gap-3 px-4 sm:px-6">
              <EpisodeArtwork src={episode.artworkUrl} className="size-10" />
              {titles}
              <Button
                size="icon-sm"
                className="rounded-full"
                onClick={player.togglePlay}
                aria-label={isPlaying ? 'Pause' : 'Play'}
              >
                {isPlaying ? <Pause aria-hidden /> : <Play aria-hidden />}
              </Button>
              {actions}
              <Button variant="ghost" size="icon-sm" onClick={player.expand} aria-label="Expand player">
                <ChevronUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={player.dismiss}
                aria-label="Stop and hide player"
              >
                <X aria-hidden />
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
