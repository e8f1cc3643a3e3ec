// Composition helper for pages: start an API episode (PlayableEpisode) in the app's one player.
import type { PlayableEpisode } from '@rooted/shared';
import { useCallback } from 'react';
import { usePlayerActions } from '@/features/player';

export function usePlayPlayable() {
  const { playEpisode } = usePlayerActions();
  return useCallback(
    (
      episode: Pick<PlayableEpisode, 'id' | 'title' | 'audioUrl' | 'durationSeconds'> & {
        podcastName: string;
        artworkUrl?: string | null;
        imageUrl?: string | null;
      },
    ) => {
      if (!episode.audioUrl) return;
      playEpisode({
        id: episode.id,
        title: episode.title,
        podcastName: episode.podcastName,
        audioUrl: episode.audioUrl,
        artworkUrl: episode.imageUrl || episode.artworkUrl || null,
        durationSeconds: episode.durationSeconds,
      });
    },
    [playEpisode],
  );
}
