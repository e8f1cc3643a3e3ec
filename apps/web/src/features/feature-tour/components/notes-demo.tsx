import { CircleCheck, Download, LoaderCircle, StickyNote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toCsv } from '@rooted/shared/export/csv';
import { EXPORT_COLUMNS, exportFileName } from '@rooted/shared/export/notes-export';
import { SAMPLE_EPISODE, SAMPLE_NOTE } from '../lib/sample-data';
import { DemoCard } from './demo-card';

// The real notes save this long after the last keystroke; the demo imitates it without a server.
const AUTO_SAVE_DELAY_MS = 1000;
type SaveState = 'saved' | 'saving';

export function NotesDemo() {
  const [note, setNote] = useState(SAMPLE_NOTE);
  const [state, setState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState(() => new Date());
  const created = useRef(new Date());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function onChange(value: string) {
    setNote(value);
    setState('saving');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setState('saved');
      setSavedAt(new Date());
    }, AUTO_SAVE_DELAY_MS);
  }

  function exportCsv() {
    const date = (d: Date) => d.toLocaleDateString();
    const csv = toCsv(EXPORT_COLUMNS, [[SAMPLE_EPISODE.title, note, '', '', date(created.current), date(savedAt)]]);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: exportFileName(new Date()) });
    link.click();
    // Revoke after the click has been handled, or some browsers cancel the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <DemoCard
      testId="demo-notes"
      icon={StickyNote}
      title="Notes"
      description="Notes save themselves as you type, and you can download them any time."
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="truncate text-sm font-medium">{SAMPLE_EPISODE.title}</p>
        <p className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground" role="status" data-testid="notes-save-state">
          {state === 'saving' ? (
            <>
              <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> Saving...
            </>
          ) : (
            <>
              <CircleCheck className="size-3.5 text-primary" aria-hidden /> Saved
            </>
          )}
        </p>
      </div>
      <label htmlFor="notes-demo-input" className="sr-only">
        Episode notes
      </label>
      <Textarea id="notes-demo-input" rows={5} value={note} onChange={(e) => onChange(e.target.value)} />
      <Button variant="outline" size="sm" className="mt-3 self-start" onClick={exportCsv}>
        <Download aria-hidden />
        Export Notes
      </Button>
    </DemoCard>
  );
}
