import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface LinesEditorProps {
  label: string;
  /** "point", "question": used in button labels. */
  noun: string;
  value: string[];
  onChange: (lines: string[]) => void;
}

/** An ordered list of one-line texts: edit, reorder, remove, add. */
export function LinesEditor({ label, noun, value, onChange }: LinesEditorProps) {
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.map((line, i) => (
        <div key={i} className="flex items-center gap-1">
          <span className="w-6 shrink-0 text-right text-xs tabular-nums text-muted-foreground">{i + 1}.</span>
          <Input aria-label={`${noun} ${i + 1}`} value={line} onChange={(e) => onChange(value.map((l, j) => (j === i ? e.target.value : l)))} />
          <Button type="button" variant="ghost" size="icon-sm" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${noun} ${i + 1} up`}>
            <ArrowUp aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" disabled={i === value.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${noun} ${i + 1} down`}>
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={`Remove ${noun} ${i + 1}`}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...value, ''])}>
        <Plus aria-hidden /> Add {noun}
      </Button>
    </fieldset>
  );
}
