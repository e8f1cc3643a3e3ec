import { ChevronDown, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';

/** A topic's questions for discussion, folded away until asked for. */
export function TopicQuestions({ questions }: { questions: string[] }) {
  const [open, setOpen] = useState(false);
  if (!questions.length) return null;
  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className="rounded-xl border bg-card"
      data-testid="topic-questions"
    >
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-3 rounded-xl p-4 text-left font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
        <span className="flex items-center gap-2">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden />
          Questions for discussion ({questions.length})
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ol className="flex list-decimal flex-col gap-2 px-4 pb-4 pl-10 marker:text-muted-foreground">
          {questions.map((q, i) => (
            <li key={i} className="pl-1 leading-relaxed">
              {q}
            </li>
          ))}
        </ol>
      </CollapsibleContent>
    </Collapsible>
  );
}
