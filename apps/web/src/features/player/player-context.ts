// SPEC §3 player state and the actions every page may use. One provider (player-provider.tsx) owns
// the single <audio> element; pages call usePlayer() to start an episode.
import type { PlaybackSpeed, TimedChapter } from '@rooted/shared';
import { createContext } from 'react';

export interface PlayerEpisode {
  id: string;
  title: string;
  podcastName: string;
  audioUrl: string;
  artworkUrl?: string | null;
  durationSeconds?: number | null;
  /** Podcasting 2.0 chapters (start, title), when known; loaded after the episode starts. */
  chapters?: readonly TimedChapter[];
}

/** A stretch of an episode to play and then stop ('hear it again' on a card made from a moment). */
export interface PlayerClip {
  startSeconds: number;
  endSeconds: number;
}

export interface PlayerState {
  currentEpisode: PlayerEpisode | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  playbackSpeed: PlaybackSpeed;
  isPlayerExpanded: boolean;
}

export interface PlayerActions {
  /** Loads (or resumes) an episode and plays it. */
  playEpisode: (episode: PlayerEpisode) => void;
  play: () => void;
  pause: () => void;
  togglePlay: () => void;
  seekTo: (seconds: number) => void;
  skipBack: () => void;
  skipForward: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  expand: () => void;
  /** Smaller view without pausing. */
  collapse: () => void;
  /** SPEC §4: closing pauses and collapses the player. */
  close: () => void;
  /** Stops and removes the episode from the player altogether. */
  dismiss: () => void;
  /** Forgets this tab's last position of an episode (after its progress is reset), so it starts over. */
  forgetPosition: (episodeId: string) => void;
  /** Plays the clip of an episode from its start and pauses at its end. */
  playClip: (episode: PlayerEpisode, clip: PlayerClip) => void;
  /** Gives the playing episode its chapters (ignored when another episode plays by then). */
  setChapters: (episodeId: string, chapters: readonly TimedChapter[]) => void;
  /** Scales the output volume (0..1): the sleep timer's fade-out. */
  setFadeLevel: (level: number) => void;
}

export type PlayerContextValue = PlayerState & PlayerActions;

// Two contexts: the state changes several times a second while playing, the actions never do, so a page
// that only starts episodes does not re-render with every tick.
export const PlayerStateContext = createContext<PlayerState | null>(null);
export const PlayerActionsContext = createContext<PlayerActions | null>(null);

/** Why a position is being reported to the progress feature. */
export type ListenReason = 'tick' | 'pause' | 'ended' | 'leave';

export interface ListenEvent {
  episode: PlayerEpisode;
  positionSeconds: number;
  durationSeconds: number;
  reason: ListenReason;
}
