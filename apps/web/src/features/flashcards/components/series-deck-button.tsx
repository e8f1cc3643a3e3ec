// "Make a deck of this series' verses" (issue 15): one click makes a deck of every verse the series'
// episodes discuss; the toast says how many cards it holds and links to it.
import { FLASHCARD_QUOTA_CODE, type SeriesDeckResponse } from '@rooted/shared';
import { Layers } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useMakeSeriesDeck } from '../api/series-deck';

/** '12 verses added.' or, on the free tier, '5 of 12 verses added …'. */
export function seriesDeckSummary(result: Pick<SeriesDeckResponse, 'added' | 'totalVerses' | 'skippedForQuota' | 'quota'>): string {
  const verses = (n: number) => (n === 1 ? '1 verse' : `${n} verses`);
  if (!result.skippedForQuota) return `${verses(result.added)} added.`;
  return `${result.added} of ${verses(result.totalVerses)} added: free accounts create ${result.quota.limit ?? 5} new flashcards each month. Become a supporter to add the rest.`;
}

export function SeriesDeckButton({ seriesId, className }: { seriesId: string; className?: string }) {
  const navigate = useNavigate();
  const make = useMakeSeriesDeck(seriesId);
  const onClick = () =>
    make.mutate(undefined, {
      onSuccess: (result) => {
        const href = paths.flashcardDeck(result.deck.id);
        toast.success(`Deck created: ${result.deck.name}`, {
          description: seriesDeckSummary(result),
          action: { label: 'Open deck', onClick: () => void navigate(href) },
        });
      },
      onError: (e) => {
        if (isApiError(e, 403) && e.code === FLASHCARD_QUOTA_CODE) toast.error('Monthly flashcard limit reached', { description: e.message });
        else toast.error('Could not make the deck', { description: e.message });
      },
    });
  return (
    <Button variant="outline" className={cn('gap-2', className)} onClick={onClick} disabled={make.isPending} data-testid="series-deck-button">
      {make.isPending ? <Spinner /> : <Layers aria-hidden />}
      Make a deck of this series&apos; verses
    </Button>
  );
}
