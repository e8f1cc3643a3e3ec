import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Page, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDecks } from '../api/decks';
import { BackLink } from './back-link';
import { DeckFormDialog } from './deck-form-dialog';
import { DeckTile } from './deck-tile';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** /flashcards/decks: every deck, newest first, with create, rename and delete. */
export function DecksScreen() {
  const decks = useDecks();
  const [creating, setCreating] = useState(false);
  const newDeck = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      New deck
    </Button>
  );

  return (
    <Page>
      <title>Decks · Rooted</title>
      <BackLink to={paths.flashcards()}>Flashcards</BackLink>
      <PageHeader title="Decks" description="Group your verses the way you study them." actions={newDeck} />
      <div className="mt-8">
        {decks.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
          </div>
        ) : decks.isError ? (
          <LoadError what="your decks" onRetry={() => void decks.refetch()} />
        ) : decks.data.decks.length === 0 ? (
          <EmptyState icon={Layers} title="No decks yet" action={newDeck}>
            Make a deck, then add verses to it here or from the Bible reader’s verse menu.
          </EmptyState>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {decks.data.decks.map((deck) => (
              <DeckTile key={deck.id} deck={deck} />
            ))}
          </div>
        )}
      </div>
      <DeckFormDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}
