import { CalendarCheck, CalendarClock, Flame, GraduationCap, Layers, Plus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDecks } from '../api/decks';
import { useOverview } from '../api/get-overview';
import { dueDatePhrase } from '../lib/due-date';
import { DeckFormDialog } from './deck-form-dialog';
import { DeckTile } from './deck-tile';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { QuotaNote } from './quota-note';
import { StatTile } from './stat-tile';

const DECKS_SHOWN = 6;

/** /flashcards: what is due today and tomorrow across decks, total reviews, the study streak. */
export function FlashcardsDashboard() {
  const overview = useOverview();
  const decks = useDecks();
  const [creating, setCreating] = useState(false);
  const o = overview.data;

  return (
    <Page>
      <title>Flashcards · Rooted</title>
      <PageHeader
        title="Flashcards"
        description="Remember the verses you hear: a few minutes of review each day, spaced so they stick."
        actions={
          <Button asChild size="lg">
            <Link to={paths.flashcardsStudy()}>
              <GraduationCap aria-hidden />
              Start Studying
            </Link>
          </Button>
        }
      />
      <section className="mt-8 grid gap-3" aria-label="Study summary">
        {overview.isError ? (
          <LoadError what="your study summary" onRetry={() => void overview.refetch()} />
        ) : (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              label="Due today"
              icon={CalendarCheck}
              value={o ? o.dueToday : <Skeleton className="h-8 w-10" />}
            />
            <StatTile
              label="Due tomorrow"
              icon={CalendarClock}
              value={o ? o.dueTomorrow : <Skeleton className="h-8 w-10" />}
            />
            <StatTile
              label="Total reviews"
              icon={Repeat}
              value={o ? o.totalReviews : <Skeleton className="h-8 w-10" />}
            />
            <StatTile
              label="Study streak"
              icon={Flame}
              value={
                o ? (
                  `${o.studyStreak} ${o.studyStreak === 1 ? 'day' : 'days'}`
                ) : (
                  <Skeleton className="h-8 w-16" />
                )
              }
            />
          </div>
        )}
        {o && o.dueToday === 0 && o.totalCards > 0 && o.nextDueDate && (
          <p className="text-sm text-muted-foreground">
            Nothing is due today. Your next review is {dueDatePhrase(o.nextDueDate, o.today)}.
          </p>
        )}
        {o && <QuotaNote quota={o.quota} />}
      </section>

      <section className="mt-10 grid gap-4" aria-labelledby="decks-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="decks-heading" className="text-xl font-semibold tracking-tight whitespace-nowrap">
            Your decks
          </h2>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              New deck
            </Button>
            <Button variant="ghost" size="sm" asChild>
              <Link to={paths.flashcardDecks()}>Manage decks</Link>
            </Button>
          </div>
        </div>
        {decks.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton className="h-36 rounded-xl" />
            <Skeleton className="h-36 rounded-xl" />
          </div>
        ) : decks.isError ? (
          <LoadError what="your decks" onRetry={() => void decks.refetch()} />
        ) : decks.data.decks.length === 0 ? (
          <EmptyState
            icon={Layers}
            title="Start your first deck"
            action={<Button onClick={() => setCreating(true)}>Create a deck</Button>}
          >
            Create a deck, then add verses from the Bible reader (open a verse’s menu and choose ‘Add as
            flashcard’).
          </EmptyState>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {decks.data.decks.slice(0, DECKS_SHOWN).map((deck) => (
              <DeckTile key={deck.id} deck={deck} />
            ))}
          </div>
        )}
      </section>
      <DeckFormDialog open={creating} onOpenChange={setCreating} />
    </Page>
  );
}
