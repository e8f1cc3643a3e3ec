// 'Hear it again' on a card made from a listening moment: plays the clip from its start and stops at its
// end, in the app's one player. The episode loads with the card so the click itself starts the audio.
import { useQuery } from '@tanstack/react-query';
import { Headphones } from 'lucide-react';
import { formatClock } from '@/components/catalog/format';
import { Button } from '@/components/ui/button';
import { episodeQueryOptions } from '@/features/episodes/api/episodes-api';
import { usePlayerActions } from '@/features/player';

export interface CardClip {
  episodeId: string;
  startSeconds: number;
  endSeconds: number;
}

export function HearItAgainButton({ clip, size = 'sm' }: { clip: CardClip; size?: 'sm' | 'default' }) {
  const { playClip } = usePlayerActions();
  const { data, isError } = useQuery(episodeQueryOptions(clip.episodeId));
  const episode = data?.episode;
  if (isError || (episode && !episode.audioUrl)) return null; // the episode is gone or has no audio
  return (
    <Button
      variant="outline"
      size={size}
      disabled={!episode}
      onClick={() =>
        episode?.audioUrl &&
        playClip(
          {
            id: episode.id,
            title: episode.title,
            podcastName: episode.podcast.name,
            audioUrl: episode.audioUrl,
            artworkUrl: episode.imageUrl || episode.podcast.artworkUrl,
            durationSeconds: episode.durationSeconds,
            chapters: episode.chapters,
          },
          clip,
        )
      }
      title={episode ? `${episode.title}, ${formatClock(clip.startSeconds)}–${formatClock(clip.endSeconds)}` : undefined}
      data-testid="hear-it-again"
    >
      <Headphones aria-hidden /> Hear it again
    </Button>
  );
}
