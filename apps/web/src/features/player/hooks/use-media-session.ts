// Media Session API: title, podcast and artwork on the lock screen and media keys, with play, pause,
// seek back 10 s and forward 30 s. Browsers without it simply skip this.
import { useEffect } from 'react';
import type { PlayerContextValue } from '../player-context';

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

export function useMediaSession(player: PlayerContextValue) {
  const { currentEpisode: episode, isPlaying, currentTime, duration, playbackSpeed } = player;
  const { play, pause, skipBack, skipForward, seekTo } = player;

  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = episode
      ? new MediaMetadata({
          title: episode.title,
          artist: episode.podcastName,
          album: 'Rooted',
          artwork: episode.artworkUrl ? [{ src: absolute(episode.artworkUrl), sizes: '512x512' }] : [],
        })
      : null;
  }, [episode]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => play()],
      ['pause', () => pause()],
      ['seekbackward', () => skipBack()],
      ['seekforward', () => skipForward()],
      ['seekto', (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [play, pause, skipBack, skipForward, seekTo]);

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    navigator.mediaSession.playbackState = episode ? (isPlaying ? 'playing' : 'paused') : 'none';
  }, [episode, isPlaying]);

  useEffect(() => {
    if (!('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
    if (!episode || !(duration > 0) || currentTime > duration) return;
    try {
      navigator.mediaSession.setPositionState({
        duration,
        position: currentTime,
        playbackRate: Number(playbackSpeed),
      });
    } catch {
      // Invalid state while metadata is still loading.
    }
  }, [episode, duration, currentTime, playbackSpeed]);
}
