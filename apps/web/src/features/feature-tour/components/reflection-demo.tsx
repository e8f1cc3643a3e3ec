import { CircleCheck, NotebookPen, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_REFLECTION_PROMPT } from '../lib/sample-data';
import { DemoCard } from './demo-card';

export function ReflectionDemo() {
  const [draft, setDraft] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <DemoCard
      testId="demo-reflection"
      icon={NotebookPen}
      title="Reflection"
      description="Each series ends with a question to think over and write down."
    >
      <blockquote className="border-l-2 border-primary/60 pl-3 font-serif text-base italic">{SAMPLE_REFLECTION_PROMPT}</blockquote>
      {saved === null ? (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim()) setSaved(draft.trim());
          }}
        >
          <label htmlFor="reflection-demo-input" className="sr-only">
            Your reflection
          </label>
          <Textarea
            id="reflection-demo-input"
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Write a few sentences…"
          />
          <Button type="submit" size="sm" className="self-end" disabled={!draft.trim()}>
            Save Reflection
          </Button>
        </form>
      ) : (
        <div className="mt-3 rounded-lg border bg-secondary/40 p-3 text-sm" data-testid="saved-reflection">
          <p className="mb-1 flex items-center gap-1.5 font-medium text-primary">
            <CircleCheck className="size-4" aria-hidden /> Reflection saved
          </p>
          <p className="whitespace-pre-wrap">{saved}</p>
          <Button variant="ghost" size="sm" className="mt-2 -ml-2" onClick={() => setSaved(null)}>
            <Pencil aria-hidden />
            Edit
          </Button>
        </div>
      )}
    </DemoCard>
  );
}
