import type { Deck } from '@rooted/shared';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { studyPath } from '../lib/study-path';
import { DeckActionsMenu } from './deck-actions-menu';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One deck in a list: name, size, what is due, and a way to study it. */
export function DeckTile({ deck }: { deck: Deck }) {
  const { totalCards, dueToday, dueTomorrow } = deck.stats;
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="deck-tile">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="truncate text-lg leading-tight font-semibold tracking-tight">
            <Link to={paths.flashcardDeck(deck.id)} className="hover:underline focus-visible:underline">
              {deck.name}
            </Link>
          </h3>
          {deck.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{deck.description}</p>
          )}
        </div>
        <DeckActionsMenu deck={deck} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{plural(totalCards, 'card')}</span>
        {dueToday > 0 ? (
          <Badge variant="accent">{dueToday} due today</Badge>
        ) : dueTomorrow > 0 ? (
          <Badge variant="secondary">{dueTomorrow} due tomorrow</Badge>
        ) : null}
        {dueToday > 0 && (
          <Button asChild size="sm" className="ml-auto">
            <Link to={studyPath(deck.id)}>
              <GraduationCap aria-hidden />
              Study
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
