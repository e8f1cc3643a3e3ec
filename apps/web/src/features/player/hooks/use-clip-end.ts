// Stops playback at the end of a clip ('hear it again'). Armed for one episode and one stretch: seeking
// out of the clip, or another episode starting, means the listener moved on, so nothing stops them.
import { type RefObject, useCallback, useEffect, useRef } from 'react';

interface ArmedClip {
  episodeId: string;
  start: number;
  end: number;
}

// Seeks land a little off (a second either side), and a clip's start may be reached from just before it.
const SLACK_SECONDS = 1;

export function useClipEnd(audioRef: RefObject<HTMLAudioElement | null>, currentEpisodeId: () => string | null) {
  const armed = useRef<ArmedClip | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const check = (event: Event) => {
      const clip = armed.current;
      if (!clip) return;
      if (currentEpisodeId() !== clip.episodeId) {
        armed.current = null;
        return;
      }
      const time = audio.currentTime;
      if (event.type === 'seeked' && (time < clip.start - SLACK_SECONDS || time > clip.end + SLACK_SECONDS)) {
        armed.current = null;
      } else if (event.type === 'timeupdate' && time >= clip.end) {
        armed.current = null;
        audio.pause();
      }
    };
    audio.addEventListener('timeupdate', check);
    audio.addEventListener('seeked', check);
    return () => {
      audio.removeEventListener('timeupdate', check);
      audio.removeEventListener('seeked', check);
    };
  }, [audioRef, currentEpisodeId]);

  return useCallback((clip: ArmedClip | null) => {
    armed.current = clip;
  }, []);
}
