import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export interface RecapDraft {
  /** Local key for React; recapId is set for recaps that already exist. */
  key: string;
  recapId?: string;
  title: string;
  body: string;
}

export function RecapsEditor({ value, onChange }: { value: RecapDraft[]; onChange: (recaps: RecapDraft[]) => void }) {
  const update = (key: string, patch: Partial<RecapDraft>) => onChange(value.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-4">
      {value.map((recap, index) => (
        <div key={recap.key} className="flex flex-col gap-3 rounded-lg border p-4">
          <div className="flex items-end gap-2">
            <div className="flex flex-1 flex-col gap-2">
              <Label htmlFor={`recap-title-${recap.key}`}>Recap {index + 1} title</Label>
              <Input id={`recap-title-${recap.key}`} value={recap.title} onChange={(e) => update(recap.key, { title: e.target.value })} />
            </div>
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove recap ${index + 1}`} onClick={() => onChange(value.filter((r) => r.key !== recap.key))}>
              <Trash2 aria-hidden />
            </Button>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`recap-body-${recap.key}`}>Text (markdown)</Label>
            <Textarea id={`recap-body-${recap.key}`} rows={5} value={recap.body} onChange={(e) => update(recap.key, { body: e.target.value })} />
          </div>
        </div>
      ))}
      <Button type="button" variant="outline" className="w-fit" onClick={() => onChange([...value, { key: crypto.randomUUID(), title: '', body: '' }])}>
        <Plus aria-hidden /> Add recap
      </Button>
    </div>
  );
}
