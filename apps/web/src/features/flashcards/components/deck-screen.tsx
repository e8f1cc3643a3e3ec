import { BookOpen, GraduationCap, Plus } from 'lucide-react';
import type { Flashcard } from '@rooted/shared';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useDeck, useDecks } from '../api/decks';
import { studyPath } from '../lib/study-path';
import { BackLink } from './back-link';
import { CardFormDialog } from './card-form-dialog';
import { CardList } from './card-list';
import { DeckActionsMenu } from './deck-actions-menu';
import { DeckStatsGrid } from './deck-stats-grid';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** /flashcards/decks/{deckId}: stats, the cards newest first with their next review, add/edit/delete. */
export function DeckScreen({
  deckId,
  renderCardActions,
}: {
  deckId: string;
  /** Extra actions per card (the app's 'hear it again' for cards made from a moment). */
  renderCardActions?: (card: Flashcard) => ReactNode;
}) {
  const deck = useDeck(deckId);
  const decks = useDecks();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  if (deck.isPending) return <PageSkeleton />;
  if (deck.isError) {
    return (
      <Page>
        <title>Deck · Rooted</title>
        <BackLink to={paths.flashcardDecks()}>All decks</BackLink>
        {isApiError(deck.error, 404) ? (
          <PageHeader title="Deck not found" description="This deck does not exist, or it was deleted." />
        ) : (
          <LoadError what="this deck" onRetry={() => void deck.refetch()} />
        )}
      </Page>
    );
  }

  const { deck: info, cards, today } = deck.data;
  const addCard = (
    <Button onClick={() => setAdding(true)} variant={info.stats.dueToday > 0 ? 'outline' : 'default'}>
      <Plus aria-hidden />
      Add card
    </Button>
  );
  return (
    <Page>
      <title>{`${info.name} · Rooted`}</title>
      <BackLink to={paths.flashcardDecks()}>All decks</BackLink>
      <PageHeader
        title={info.name}
        description={info.description || undefined}
        actions={
          <>
            {addCard}
            {info.stats.dueToday > 0 && (
              <Button asChild>
                <Link to={studyPath(info.id)}>
                  <GraduationCap aria-hidden />
                  Study {info.stats.dueToday} due
                </Link>
              </Button>
            )}
            <DeckActionsMenu
              deck={info}
              onDeleted={() => navigate(paths.flashcardDecks(), { replace: true })}
            />
          </>
        }
      />
      <section className="mt-8" aria-label="Deck stats">
        <DeckStatsGrid stats={info.stats} />
      </section>
      <section className="mt-8 grid gap-3" aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="text-xl font-semibold tracking-tight">
          Cards
        </h2>
        {cards.length === 0 ? (
          <EmptyState icon={BookOpen} title="No cards in this deck" action={addCard}>
            Add a verse by its reference, or use ‘Add as flashcard’ on any verse in the{' '}
            <Link to={paths.bible()} className="text-primary underline-offset-4 hover:underline">
              Bible reader
            </Link>
            .
          </EmptyState>
        ) : (
          <CardList
            cards={cards}
            today={today}
            deckId={info.id}
            decks={decks.data?.decks ?? []}
            renderCardActions={renderCardActions}
          />
        )}
      </section>
      <CardFormDialog open={adding} onOpenChange={setAdding} deckId={info.id} />
    </Page>
  );
}
