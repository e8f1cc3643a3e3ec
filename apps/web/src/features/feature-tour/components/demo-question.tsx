import { CircleCheck, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

/** A discussion question that opens an answer box; saving shows the answer in place. */
export function DemoQuestion({ number, question }: { number: number; question: string }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [saved, setSaved] = useState(false);
  const id = `demo-question-${number}`;
  return (
    <li className="rounded-lg border bg-background p-3 text-sm">
      <button
        type="button"
        className="flex w-full items-start gap-2 text-left font-medium"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {saved ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-label="Answered" />
        ) : (
          <MessageCircleQuestion className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span>
          Question {number}: {question}
        </span>
      </button>
      {open && (
        <div id={id} className="mt-2 flex flex-col gap-2">
          <label htmlFor={`${id}-answer`} className="sr-only">
            Your answer
          </label>
          <Textarea
            id={`${id}-answer`}
            rows={2}
            value={answer}
            onChange={(e) => {
              setAnswer(e.target.value);
              setSaved(false);
            }}
            placeholder="Your answer…"
          />
          <div className="flex items-center justify-end gap-2">
            {saved && <span className="text-xs text-primary">Answer saved</span>}
            <Button size="sm" variant="secondary" disabled={!answer.trim() || saved} onClick={() => setSaved(true)}>
              Save Answer
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
