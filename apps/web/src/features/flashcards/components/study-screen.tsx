import type { StudyCard } from '@rooted/shared';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '@/components/layout/page';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useStudyKeys } from '../hooks/use-study-keys';
import { useStudySession } from '../hooks/use-study-session';
import { dueDatePhrase } from '../lib/due-date';
import { BackLink } from './back-link';
import { LoadError } from './load-error';
import { NothingDue } from './nothing-due';
import { RatingButtons } from './rating-buttons';
import { StudyCardView } from './study-card-view';

/** /flashcards/study (optionally `?deck=`): due cards by review date then creation, rated 1-4. */
export function StudyScreen({
  deckId,
  renderAnswerActions,
}: {
  deckId: string | null;
  /** Shown with the revealed answer (the app's 'hear it again' for cards made from a moment). */
  renderAnswerActions?: (card: StudyCard) => ReactNode;
}) {
  const s = useStudySession(deckId);
  useStudyKeys({ enabled: !!s.card && !s.rating, revealed: s.revealed, onReveal: s.reveal, onRate: s.rate });
  const data = s.queue.data;
  const deckName = s.card?.deckName ?? data?.cards[0]?.deckName;

  return (
    <Page className="max-w-3xl">
      <title>Study · Rooted</title>
      <BackLink to={deckId ? paths.flashcardDeck(deckId) : paths.flashcards()}>
        {deckId ? 'Back to deck' : 'Flashcards'}
      </BackLink>
      <PageHeader
        title="Study"
        description={deckId && deckName ? deckName : 'Cards due today from all your decks'}
      />
      <div className="mt-8 grid gap-5">
        {s.queue.isError ? (
          isApiError(s.queue.error, 404) ? (
            <p className="text-muted-foreground">This deck does not exist, or it was deleted.</p>
          ) : (
            <LoadError what="your cards" onRetry={() => void s.queue.refetch()} />
          )
        ) : !data || (s.queue.isFetching && !s.card) ? (
          <Skeleton className="h-72 rounded-xl" />
        ) : !s.card ? (
          <NothingDue today={data.today} nextDueDate={data.nextDueDate} reviewed={s.reviewed} />
        ) : (
          <>
            <div className="grid gap-2">
              <div className="flex justify-between text-sm text-muted-foreground">
                <span>
                  Card {s.position} of {s.total}
                </span>
                {s.lastRated && (
                  <span role="status" data-testid="last-rated">
                    {s.lastRated.reference}: next review{' '}
                    {dueDatePhrase(s.lastRated.nextReviewDate, s.lastRated.today)}
                  </span>
                )}
              </div>
              <Progress value={((s.position - 1) / s.total) * 100} aria-label="Session progress" />
            </div>
            <StudyCardView
              card={s.card}
              revealed={s.revealed}
              onReveal={s.reveal}
              answerActions={s.revealed ? renderAnswerActions?.(s.card) : undefined}
            />
            {s.revealed && <RatingButtons intervals={s.card.intervals} disabled={s.rating} onRate={s.rate} />}
          </>
        )}
        {!s.card && s.lastRated && (
          <p className="text-center text-sm text-muted-foreground" role="status" data-testid="last-rated">
            {s.lastRated.reference}: next review{' '}
            {dueDatePhrase(s.lastRated.nextReviewDate, s.lastRated.today)}.
          </p>
        )}
      </div>
    </Page>
  );
}
