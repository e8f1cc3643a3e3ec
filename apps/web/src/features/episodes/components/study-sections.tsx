import type { ReactNode } from 'react';

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id ? `${id}-heading` : undefined} data-testid={id ? `section-${id}` : undefined}>
      <h2 id={id ? `${id}-heading` : undefined} className="mb-3 text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Outline({ points }: { points: string[] }) {
  return (
    <ol className="flex list-decimal flex-col gap-1.5 pl-6 marker:text-muted-foreground">
      {points.map((point, i) => (
        <li key={i} className="pl-1">
          {point}
        </li>
      ))}
    </ol>
  );
}

interface QuestionsProps {
  questions: string[];
  /** Room under each question for an answer (the notes feature plugs in here). */
  renderAnswer?: (index: number) => ReactNode;
}

export function DiscussionQuestions({ questions, renderAnswer }: QuestionsProps) {
  return (
    <ol className="flex flex-col gap-3" data-testid="discussion-questions">
      {questions.map((question, i) => (
        <li key={i} className="flex gap-3 rounded-lg border bg-card p-4">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground" aria-hidden>
            {i + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="leading-relaxed">{question}</p>
            {renderAnswer?.(i)}
          </div>
        </li>
      ))}
    </ol>
  );
}
