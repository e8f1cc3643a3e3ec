// The app-wide player's state and actions (SPEC §3), mounted once by the root layout. What the first page
// load needs is only this: whether something plays, and the actions pages call. The engine (the audio
// element and what drives it, ./player-engine) is its own chunk (issue 13): it is mounted once the page
// has loaded and the browser is idle, so the first play is instant, or at the first action if that comes
// sooner. Actions called before it is there are replayed in order once it is (only the ones that start
// an episode can come that early: the rest act on a playing episode).
import { DEFAULT_PLAYBACK_SPEED } from '@rooted/shared';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useLoadedAndIdle } from '@/lib/after-load';
import {
  type ListenEvent,
  type PlayerActions,
  PlayerActionsContext,
  type PlayerEpisode,
  type PlayerState,
  PlayerStateContext,
} from './player-context';
import { importWhenOnline } from '@/lib/import-when-online';

const PlayerEngine = lazy(importWhenOnline(() => import('./player-engine')));

export interface PlayerProviderProps {
  children: ReactNode;
  /** Positions while listening, on pause, at the end and on leaving an episode or the page. */
  onListen?: (event: ListenEvent) => void;
  /** The saved position to resume an episode from (seconds), or null to start at the beginning. */
  getResumePosition?: (episode: PlayerEpisode) => Promise<number | null>;
}

type Call = (engine: PlayerActions) => void;

export function PlayerProvider({ children, onListen, getResumePosition }: PlayerProviderProps) {
  const [state, setState] = useState<PlayerState>(() => ({
    currentEpisode: null,
    isPlaying: false,
    currentTime: 0,
    duration: 0,
    // The engine replaces it with the listener's saved speed when it mounts, before anything can play.
    playbackSpeed: DEFAULT_PLAYBACK_SPEED,
    isPlayerExpanded: false,
  }));
  const engine = useRef<PlayerActions | null>(null);
  const waiting = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);
  const idle = useLoadedAndIdle();

  const onReady = useCallback((actions: PlayerActions | null) => {
    engine.current = actions;
    if (actions) for (const call of waiting.current.splice(0)) call(actions);
  }, []);

  // Stable for the whole session, like the engine's own actions, so pages that only start episodes do
  // not re-render while audio plays.
  const actions = useMemo<PlayerActions>(() => {
    const forward =
      <K extends keyof PlayerActions>(name: K) =>
      (...args: Parameters<PlayerActions[K]>) => {
        const call: Call = (e) => (e[name] as (...a: Parameters<PlayerActions[K]>) => void)(...args);
        if (engine.current) return call(engine.current);
        waiting.current.push(call);
        setWanted(true);
      };
    return {
      playEpisode: forward('playEpisode'),
      play: forward('play'),
      pause: forward('pause'),
      togglePlay: forward('togglePlay'),
      seekTo: forward('seekTo'),
      skipBack: forward('skipBack'),
      skipForward: forward('skipForward'),
      setSpeed: forward('setSpeed'),
      expand: forward('expand'),
      collapse: forward('collapse'),
      close: forward('close'),
      dismiss: forward('dismiss'),
      forgetPosition: forward('forgetPosition'),
      playClip: forward('playClip'),
      setChapters: forward('setChapters'),
      setFadeLevel: forward('setFadeLevel'),
    };
  }, []);

  return (
    <PlayerActionsContext.Provider value={actions}>
      <PlayerStateContext.Provider value={state}>
        {children}
        {(wanted || idle) && (
          <Suspense fallback={null}>
            <PlayerEngine
              state={state}
              setState={setState}
              onListen={onListen}
              getResumePosition={getResumePosition}
              onReady={onReady}
            />
          </Suspense>
        )}
      </PlayerStateContext.Provider>
    </PlayerActionsContext.Provider>
  );
}
