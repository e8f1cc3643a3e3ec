import { buildCardSides, FLASHCARD_TYPE_INFO, type StudyCard } from '@rooted/shared';
import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';

/** The card being studied: its prompt, and after 'Show answer' the reference with the full text. */
export function StudyCardView({
  card,
  revealed,
  onReveal,
  answerActions,
}: {
  card: StudyCard;
  revealed: boolean;
  onReveal: () => void;
  /** Extra actions under the answer (after reveal: a clip would give the answer away). */
  answerActions?: ReactNode;
}) {
  const { prompt, answer } = buildCardSides({
    type: card.type,
    reference: card.reference,
    text: card.text,
    seed: card.id,
  });
  return (
    <Card className="grid gap-5 p-5 sm:p-8" data-testid="study-card">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{prompt.instruction}</span>
        <span className="flex gap-1.5">
          <Badge variant="outline">{card.deckName}</Badge>
          <Badge variant="secondary">{FLASHCARD_TYPE_INFO[card.type].label}</Badge>
        </span>
      </div>
      <div className="grid min-h-28 content-center gap-3 text-center" aria-live="polite">
        {prompt.reference && (
          <p className="text-2xl font-semibold tracking-tight sm:text-3xl">{prompt.reference}</p>
        )}
        {prompt.text && (
          <p className="mx-auto max-w-prose font-serif text-lg leading-relaxed sm:text-xl">{prompt.text}</p>
        )}
        {!prompt.text && !prompt.reference && (
          <p className="text-muted-foreground">This verse is not in your translation.</p>
        )}
      </div>
      {revealed ? (
        <>
          <Separator />
          <div className="grid gap-2 text-center" data-testid="study-answer">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{answer.reference}</p>
            <p className="mx-auto max-w-prose font-serif text-lg leading-relaxed sm:text-xl">{answer.text}</p>
            {answerActions && <div className="mt-2 flex justify-center gap-2">{answerActions}</div>}
          </div>
        </>
      ) : (
        <Button size="lg" className="justify-self-center" onClick={onReveal} aria-keyshortcuts="Space">
          <Eye aria-hidden />
          Show answer
          <kbd className="ml-1 hidden rounded border border-primary-foreground/30 px-1 font-mono text-[0.7rem] sm:inline">
            Space
          </kbd>
        </Button>
      )}
    </Card>
  );
}
