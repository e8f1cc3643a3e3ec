import type { BibleTranslation } from '@rooted/shared';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';

interface TranslationPickerProps {
  value: string;
  translations: BibleTranslation[];
  onChange: (id: string) => void;
  className?: string;
}

/** Picks the translation; the trigger shows the short id on phones and the full name on wider screens. */
export function TranslationPicker({ value, translations, onChange, className }: TranslationPickerProps) {
  const current = translations.find((t) => t.id === value);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label="Translation" className={cn('w-auto min-w-24 sm:min-w-56', className)} data-testid="translation-picker">
        <SelectValue>
          <span className="sm:hidden">{value}</span>
          <span className="hidden sm:inline">{current ? `${current.name} (${current.id})` : value}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {translations.map((t) => (
          <SelectItem key={t.id} value={t.id}>
            {t.name} ({t.id})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
