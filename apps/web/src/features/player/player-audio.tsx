// The hidden <audio> element and how its events update the SPEC §3 player state.
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { ListenReason, PlayerState } from './player-context';

interface PlayerAudioProps {
  audioRef: RefObject<HTMLAudioElement | null>;
  setState: Dispatch<SetStateAction<PlayerState>>;
  report: (reason: ListenReason) => void;
  hasEpisode: () => boolean;
}

export function PlayerAudio({ audioRef, setState, report, hasEpisode }: PlayerAudioProps) {
  const readDuration = (a: HTMLAudioElement) => {
    if (Number.isFinite(a.duration) && a.duration > 0) setState((s) => ({ ...s, duration: a.duration }));
  };
  return (
    <audio
      ref={audioRef}
      preload="metadata"
      data-testid="audio-element"
      className="hidden"
      // SPEC §4: play, pause and ended set isPlaying; playing expands the player.
      onPlay={() => setState((s) => ({ ...s, isPlaying: true, isPlayerExpanded: true }))}
      onPause={(e) => {
        setState((s) => ({ ...s, isPlaying: false }));
        // At the end the browser pauses first; 'ended' reports that one.
        if (!e.currentTarget.ended) report('pause');
      }}
      onEnded={() => {
        setState((s) => ({ ...s, isPlaying: false }));
        report('ended');
      }}
      onTimeUpdate={(e) => {
        const time = e.currentTarget.currentTime;
        setState((s) => (s.currentTime === time ? s : { ...s, currentTime: time }));
        report('tick');
      }}
      onLoadedMetadata={(e) => readDuration(e.currentTarget)}
      onDurationChange={(e) => readDuration(e.currentTarget)}
      onError={(e) => {
        if (!hasEpisode()) return;
        console.error('Audio error', e.currentTarget.error);
        setState((s) => ({ ...s, isPlaying: false }));
      }}
    />
  );
}
