import { FLASHCARD_TYPE_INFO, FLASHCARD_TYPES, type FlashcardType } from '@rooted/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The card types as a radio group: each option says what studying it will ask. */
export function CardTypePicker({
  value,
  onChange,
}: {
  value: FlashcardType;
  onChange: (type: FlashcardType) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Card type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FLASHCARD_TYPES.map((type) => {
          const info = FLASHCARD_TYPE_INFO[type];
          const checked = value === type;
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border bg-card p-3 text-sm transition-colors hover:bg-muted',
                'has-focus-visible:ring-3 has-focus-visible:ring-ring/30',
                checked && 'border-primary bg-secondary/60 hover:bg-secondary/60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="mt-0.5 size-4 accent-(--primary)"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{info.label}</span>
                <span className="text-muted-foreground">{info.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
