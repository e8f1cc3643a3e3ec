// Capturing a moment from the player: save it, then say so with a toast that offers the first verse it
// heard as a flashcard (the app composes what "make a card" opens).
import type { Moment, MomentReference } from '@rooted/shared';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { formatClock } from '@/components/catalog/format';
import { useCreateMoment } from '../api/moments-api';

export type MakeCardFromMoment = (moment: Moment, reference: MomentReference) => void;

export function useCaptureMoment({ onMakeCard }: { onMakeCard?: MakeCardFromMoment } = {}) {
  const { mutate } = useCreateMoment();
  return useCallback(
    (episode: { id: string; title: string }, seconds: number) => {
      mutate(
        { episodeId: episode.id, positionSeconds: Math.max(0, seconds) },
        {
          onSuccess: ({ moment }) => {
            const first = moment.references[0];
            toast.success(`Moment saved at ${formatClock(moment.positionSeconds)}`, {
              id: 'moment-captured',
              description: first
                ? `${episode.title} · ${moment.references.map((r) => r.label).join(', ')}`
                : episode.title,
              action:
                first && onMakeCard
                  ? { label: `Make card: ${first.label}`, onClick: () => onMakeCard(moment, first) }
                  : undefined,
            });
          },
          onError: (error) =>
            toast.error('Could not save the moment', { id: 'moment-captured', description: error.message }),
        },
      );
    },
    [mutate, onMakeCard],
  );
}
