import { CalendarCheck, Layers, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { dueDatePhrase } from '../lib/due-date';
import { EmptyState } from './empty-state';

interface NothingDueProps {
  today: string;
  nextDueDate: string | null;
  /** Cards rated in this session; above 0 the message celebrates a finished session. */
  reviewed: number;
}

/** No card is due: say so, and when the next one will be (or how to make the first). */
export function NothingDue({ today, nextDueDate, reviewed }: NothingDueProps) {
  const next = nextDueDate ? `Your next card is due ${dueDatePhrase(nextDueDate, today)}.` : null;
  if (!next && reviewed === 0) {
    return (
      <EmptyState
        icon={Layers}
        title="No flashcards yet"
        action={
          <Button asChild>
            <Link to={paths.flashcardDecks()}>Go to your decks</Link>
          </Button>
        }
      >
        Make a deck and add verses to it, or choose ‘Add as flashcard’ on a verse in the Bible reader.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={reviewed > 0 ? PartyPopper : CalendarCheck}
      title={reviewed > 0 ? 'Session complete — nothing due now' : 'Nothing due right now'}
      action={
        <Button asChild variant="outline">
          <Link to={paths.flashcards()}>Back to Flashcards</Link>
        </Button>
      }
    >
      {reviewed > 0 && `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'}. `}
      {next ?? 'All your cards are scheduled.'}
    </EmptyState>
  );
}
