import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type DemoCardType = 'verse_to_text' | 'text_to_verse';

/** A card that flips between its prompt and its answer. */
export function DemoFlashcard({ reference, text, type }: { reference: string; text: string; type: DemoCardType }) {
  const [flipped, setFlipped] = useState(false);
  const [front, back] = type === 'verse_to_text' ? [reference, text] : [text, reference];
  return (
    <button
      type="button"
      onClick={() => setFlipped((f) => !f)}
      aria-pressed={flipped}
      aria-label={`Flashcard ${reference}: ${flipped ? 'showing answer' : 'showing prompt'}. Flip`}
      className={cn(
        'flex min-h-24 w-full flex-col justify-between gap-2 rounded-lg border p-3 text-left text-sm shadow-xs transition-colors',
        flipped ? 'border-primary/50 bg-secondary/50' : 'bg-background hover:bg-muted/60',
      )}
    >
      <span className={cn(front === reference && !flipped && 'font-semibold', flipped && back === reference && 'font-semibold')}>
        {flipped ? back : front}
      </span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <RefreshCw className="size-3" aria-hidden /> {flipped ? 'Answer' : 'Prompt'}
      </span>
    </button>
  );
}
