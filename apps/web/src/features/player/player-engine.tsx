// The player's engine: the one audio element of the app (SPEC §4 Audio) and the actions that drive it.
// PlayerProvider (player-provider.tsx) owns the state and mounts this once, lazily (issue 13), and it
// stays mounted, so playback continues across page changes. Positions go out through `onListen`; the
// progress feature saves them.
import {
  DEFAULT_PLAYBACK_SPEED,
  normalizeAudioUrl,
  PLAYBACK_SPEEDS,
  type PlaybackSpeed,
  playbackRateOf,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  skipTo,
} from '@rooted/shared';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useClipEnd } from './hooks/use-clip-end';
import { useLeaveReports } from './hooks/use-leave-reports';
import type {
  ListenEvent,
  ListenReason,
  PlayerActions,
  PlayerEpisode,
  PlayerState,
} from './player-context';
import { PlayerAudio } from './player-audio';

const SPEED_KEY = 'rooted.playbackSpeed';

function storedSpeed(): PlaybackSpeed {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(SPEED_KEY);
  return PLAYBACK_SPEEDS.find((s) => s === saved) ?? DEFAULT_PLAYBACK_SPEED;
}

export interface PlayerEngineProps {
  /** The provider's state: the engine reads the speed and the episode, and updates it from the audio. */
  state: PlayerState;
  setState: Dispatch<SetStateAction<PlayerState>>;
  /** Positions while listening, on pause, at the end and on leaving an episode or the page. */
  onListen?: (event: ListenEvent) => void;
  /** The saved position to resume an episode from (seconds), or null to start at the beginning. */
  getResumePosition?: (episode: PlayerEpisode) => Promise<number | null>;
  /** Hands the provider the engine's actions once it is mounted (and null when it unmounts). */
  onReady: (actions: PlayerActions | null) => void;
}

export default function PlayerEngine({ state, setState, onListen, getResumePosition, onReady }: PlayerEngineProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  // The provider starts at the default speed; the saved one applies from the engine's first paint.
  useLayoutEffect(() => {
    const speed = storedSpeed();
    setState((s) => (s.playbackSpeed === speed ? s : { ...s, playbackSpeed: speed }));
  }, [setState]);
  // Event handlers read these refs, so the actions stay stable for the whole session.
  const episodeRef = useRef<PlayerEpisode | null>(null);
  const positions = useRef(new Map<string, number>()); // last positions heard in this tab
  const userSeeked = useRef(false);
  const callbacks = useRef({ onListen, getResumePosition });
  useEffect(() => {
    callbacks.current = { onListen, getResumePosition };
  });

  const report = useCallback((reason: ListenReason) => {
    const audio = audioRef.current;
    const episode = episodeRef.current;
    // Without metadata (right after a source change) the position means nothing.
    if (!audio || !episode || audio.readyState < HTMLMediaElement.HAVE_METADATA) return;
    const duration =
      Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : (episode.durationSeconds ?? 0);
    positions.current.set(episode.id, audio.currentTime);
    callbacks.current.onListen?.({
      episode,
      positionSeconds: audio.currentTime,
      durationSeconds: duration,
      reason,
    });
  }, []);

  const startPlayback = useCallback(() => {
    audioRef.current?.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // replaced by a new source
      // SPEC §4: a play failure is logged and sets isPlaying false.
      console.error('Audio playback failed', error);
      setState((s) => ({ ...s, isPlaying: false }));
      toast.error('Playback failed', {
        id: 'player-error',
        description: 'This episode could not be played. Please try again.',
      });
    });
  }, [setState]);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !episodeRef.current) return;
    userSeeked.current = true;
    const duration = Number.isFinite(audio.duration) ? audio.duration : null;
    audio.currentTime = skipTo(seconds, 0, duration);
    setState((s) => ({ ...s, currentTime: audio.currentTime }));
  }, [setState]);

  const actions = useMemo<Omit<PlayerActions, 'playClip' | 'setChapters' | 'setFadeLevel'>>(() => {
    const audio = () => audioRef.current;
    const skip = (delta: number) => {
      const a = audio();
      if (a) seekTo(a.currentTime + delta);
    };
    return {
      playEpisode(episode) {
        const a = audio();
        if (!a) return;
        if (episodeRef.current?.id === episode.id) return startPlayback();
        if (episodeRef.current) report('leave');
        episodeRef.current = episode;
        userSeeked.current = false;
        setState((s) => ({
          ...s,
          currentEpisode: episode,
          currentTime: 0,
          duration: episode.durationSeconds ?? 0,
          isPlaying: false,
        }));
        // SPEC §4: the source is set when the audio URL changes; a URL starting with // gets https: prefixed.
        a.src = normalizeAudioUrl(episode.audioUrl);
        const known = positions.current.get(episode.id);
        // Before metadata loads this sets the start position, which the browser applies once it can.
        if (known) a.currentTime = known;
        startPlayback(); // at once, inside the click, so autoplay rules allow it
        const resume = callbacks.current.getResumePosition;
        if (known === undefined && resume) {
          resume(episode)
            .then((position) => {
              if (position && episodeRef.current?.id === episode.id && !userSeeked.current)
                a.currentTime = position;
            })
            .catch(() => undefined); // no saved position: start from the beginning
        }
      },
      play: () => episodeRef.current && startPlayback(),
      pause: () => audio()?.pause(),
      togglePlay() {
        const a = audio();
        if (!a || !episodeRef.current) return;
        if (a.paused) startPlayback();
        else a.pause();
      },
      seekTo,
      skipBack: () => skip(-SKIP_BACK_SECONDS),
      skipForward: () => skip(SKIP_FORWARD_SECONDS),
      setSpeed(speed) {
        localStorage.setItem(SPEED_KEY, speed);
        setState((s) => ({ ...s, playbackSpeed: speed }));
      },
      expand: () => setState((s) => ({ ...s, isPlayerExpanded: true })),
      collapse: () => setState((s) => ({ ...s, isPlayerExpanded: false })),
      close() {
        audio()?.pause();
        setState((s) => ({ ...s, isPlayerExpanded: false }));
      },
      dismiss() {
        const a = audio();
        report('leave');
        episodeRef.current = null;
        if (a) {
          a.pause();
          a.removeAttribute('src');
          a.load();
        }
        setState((s) => ({
          ...s,
          currentEpisode: null,
          isPlaying: false,
          currentTime: 0,
          duration: 0,
          isPlayerExpanded: false,
        }));
      },
      forgetPosition: (episodeId) => void positions.current.delete(episodeId),
    };
  }, [report, seekTo, startPlayback, setState]);

  const currentEpisodeId = useCallback(() => episodeRef.current?.id ?? null, []);
  const armClipEnd = useClipEnd(audioRef, currentEpisodeId);
  // Additions of issue 15 (clips, chapters, the sleep timer's fade), kept apart from the core actions.
  const allActions = useMemo<PlayerActions>(
    () => ({
      ...actions,
      playClip(episode, clip) {
        actions.playEpisode(episode);
        if (episodeRef.current?.id !== episode.id) return;
        seekTo(clip.startSeconds);
        armClipEnd({ episodeId: episode.id, start: clip.startSeconds, end: clip.endSeconds });
      },
      setChapters(episodeId, chapters) {
        const episode = episodeRef.current;
        if (!episode || episode.id !== episodeId || episode.chapters === chapters) return;
        episodeRef.current = { ...episode, chapters };
        setState((s) => ({ ...s, currentEpisode: episodeRef.current }));
      },
      setFadeLevel(level) {
        const a = audioRef.current;
        if (a) a.volume = Math.min(1, Math.max(0, level));
      },
    }),
    [actions, armClipEnd, seekTo, setState],
  );

  // SPEC §4: speed applied as a number (default '1'); defaultPlaybackRate survives source changes.
  useEffect(() => {
    const a = audioRef.current;
    if (!a) return;
    a.defaultPlaybackRate = playbackRateOf(state.playbackSpeed);
    a.playbackRate = playbackRateOf(state.playbackSpeed);
  }, [state.playbackSpeed, state.currentEpisode]);

  useLeaveReports(report);

  // Last, so the clip-end listeners are attached before calls waiting for the engine are replayed.
  useEffect(() => {
    onReady(allActions);
    return () => onReady(null);
  }, [allActions, onReady]);

  return (
    <PlayerAudio
      audioRef={audioRef}
      setState={setState}
      report={report}
      // A source cleared on purpose (dismiss) is not an error.
      hasEpisode={() => episodeRef.current !== null}
    />
  );
}
