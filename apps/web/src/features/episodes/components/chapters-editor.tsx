import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface ChapterDraft {
  time: string;
  title: string;
  url: string;
}

/** Chapters as rows of start time (m:ss or h:mm:ss), title and optional link; sorted by time on save. */
export function ChaptersEditor({ value, onChange }: { value: ChapterDraft[]; onChange: (chapters: ChapterDraft[]) => void }) {
  const update = (i: number, patch: Partial<ChapterDraft>) => onChange(value.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Chapters</legend>
      {value.map((chapter, i) => (
        <div key={i} className="flex flex-wrap items-center gap-1 rounded-lg border p-2 sm:flex-nowrap sm:border-0 sm:p-0">
          <Input aria-label={`Chapter ${i + 1} start`} placeholder="0:00" value={chapter.time} onChange={(e) => update(i, { time: e.target.value })} className="w-20 font-mono" />
          <Input aria-label={`Chapter ${i + 1} title`} placeholder="Title" value={chapter.title} onChange={(e) => update(i, { title: e.target.value })} className="min-w-0 flex-1" />
          <Button type="button" variant="ghost" size="icon" className="sm:order-last" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={`Remove chapter ${i + 1}`}>
            <Trash2 aria-hidden />
          </Button>
          <Input aria-label={`Chapter ${i + 1} link`} placeholder="https://… (optional)" value={chapter.url} onChange={(e) => update(i, { url: e.target.value })} className="basis-full sm:basis-auto sm:flex-1" />
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => onChange([...value, { time: '', title: '', url: '' }])}>
        <Plus aria-hidden /> Add chapter
      </Button>
    </fieldset>
  );
}
