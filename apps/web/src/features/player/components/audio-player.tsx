// The player bar at the bottom of every page: expanded while playing (SPEC §4), collapsible, closable.
import type { TimedChapter } from '@rooted/shared';
import { ChevronDown, ChevronUp, Pause, Play, X } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { PlayerContextValue, PlayerEpisode } from '../player-context';
import { usePlayer } from '../hooks/use-player';
import { useCaptureShortcut } from '../hooks/use-capture-shortcut';
import { useMediaSession } from '../hooks/use-media-session';
import { useMediaSessionTracks } from '../hooks/use-media-session-tracks';
import { usePlayerHeight } from '../hooks/use-player-height';
import { PREVIOUS_TRACK_CAPTURES_KEY, usePlayerSetting } from '../hooks/use-player-setting';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { type SleepTimerState, useSleepTimer } from '../hooks/use-sleep-timer';
import { CaptureMomentButton } from './capture-moment-button';
import { ChapterButton, CurrentChapter } from './chapter-nav';
import { EpisodeArtwork } from './episode-artwork';
import { PlayerSettingsMenu } from './player-settings-menu';
import { SeekBar } from './seek-bar';
import { SleepTimerMenu } from './sleep-timer-menu';
import { SpeedSelect } from './speed-select';
import { TransportControls } from './transport-controls';

/** Extra buttons other features put in the bar (the bookmarks feature's button), composed by the app. */
export type PlayerActionsSlot = (state: { episode: PlayerEpisode; currentTime: number }) => ReactNode;

/** Saves a moment of the episode (the moments feature, composed by the app; signed-in users only). */
export type CaptureMoment = (episode: PlayerEpisode, seconds: number) => void;

const NO_CHAPTERS: readonly TimedChapter[] = [];

export function AudioPlayer({
  renderActions,
  onCaptureMoment,
}: { renderActions?: PlayerActionsSlot; onCaptureMoment?: CaptureMoment } = {}) {
  const player = usePlayer();
  useMediaSession(player);
  usePlayerShortcuts(player);
  const sleepTimer = useSleepTimer(player);

  // The button, the B key and (when set) the headphones' "previous" capture the time they are pressed.
  const now = useRef({ episode: player.currentEpisode, time: player.currentTime, onCaptureMoment });
  useEffect(() => {
    now.current = { episode: player.currentEpisode, time: player.currentTime, onCaptureMoment };
  });
  const canCapture = !!onCaptureMoment && !!player.currentEpisode;
  const capture = useCallback(() => {
    const { episode, time, onCaptureMoment: save } = now.current;
    if (episode && save) save(episode, time);
  }, []);
  useCaptureShortcut(canCapture ? capture : null);
  const [previousCaptures] = usePlayerSetting(PREVIOUS_TRACK_CAPTURES_KEY);
  useMediaSessionTracks({
    chapters: player.currentEpisode?.chapters ?? NO_CHAPTERS,
    currentTime: player.currentTime,
    seekTo: player.seekTo,
    capture: canCapture && previousCaptures ? capture : null,
  });

  return player.currentEpisode ? (
    <PlayerBar
      player={player}
      episode={player.currentEpisode}
      renderActions={renderActions}
      onCapture={canCapture ? capture : undefined}
      sleepTimer={sleepTimer}
    />
  ) : null;
}

function PlayerBar({
  player,
  episode,
  renderActions,
  onCapture,
  sleepTimer,
}: {
  player: PlayerContextValue;
  episode: PlayerEpisode;
  renderActions?: PlayerActionsSlot;
  onCapture?: () => void;
  sleepTimer: SleepTimerState;
}) {
  const captureButton = onCapture && <CaptureMomentButton onCapture={onCapture} />;
  const actions = renderActions?.({ episode, currentTime: player.currentTime });
  const chapters = episode.chapters ?? NO_CHAPTERS;
  const chapterProps = { chapters, currentTime: player.currentTime, onSeek: player.seekTo };
  const { isPlaying, currentTime, duration, isPlayerExpanded: expanded } = player;
  const bar = useRef<HTMLElement>(null);
  usePlayerHeight(bar);

  const titles = (
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-medium" data-testid="player-title">
        {episode.title}
      </p>
      {chapters.length > 0 && !expanded ? (
        <CurrentChapter chapters={chapters} currentTime={currentTime} />
      ) : (
        <p className="truncate text-xs text-muted-foreground">{episode.podcastName}</p>
      )}
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
              <Button variant="ghost" size="icon-sm" onClick={player.collapse} aria-label="Minimise player">
                <ChevronDown aria-hidden />
              </Button>
              <Button variant="ghost" size="icon-sm" onClick={player.close} aria-label="Close player">
                <X aria-hidden />
              </Button>
            </div>
            {chapters.length > 0 && <CurrentChapter chapters={chapters} currentTime={currentTime} />}
            <SeekBar currentTime={currentTime} duration={duration} onSeek={player.seekTo} />
            {/* Phones: the transport on its own row, the tools below; wider: tools either side of it. */}
            <div className="grid grid-cols-2 items-center gap-x-2 gap-y-1 sm:grid-cols-[1fr_auto_1fr]">
              <div className="col-span-2 flex items-center justify-center gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:gap-2">
                {chapters.length > 0 && <ChapterButton direction="previous" {...chapterProps} />}
                <TransportControls
                  size="large"
                  isPlaying={isPlaying}
                  onTogglePlay={player.togglePlay}
                  onSkipBack={player.skipBack}
                  onSkipForward={player.skipForward}
                />
                {chapters.length > 0 && <ChapterButton direction="next" {...chapterProps} />}
              </div>
              <div className="flex items-center gap-1 sm:col-start-1 sm:row-start-1" data-testid="player-tools">
                {captureButton}
                {actions}
                <SleepTimerMenu timer={sleepTimer} />
              </div>
              <div className="flex items-center justify-end gap-1 sm:col-start-3 sm:row-start-1">
                <SpeedSelect value={player.playbackSpeed} onChange={player.setSpeed} />
                <PlayerSettingsMenu />
              </div>
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
              {captureButton}
              <span className="hidden sm:contents">{actions}</span>
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
