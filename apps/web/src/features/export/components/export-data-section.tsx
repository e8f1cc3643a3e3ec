import { Download, FileJson } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useExportData } from '../hooks/use-export-data';

/** /profile: download notes and answers as CSV, or everything as JSON. */
export function ExportDataSection() {
  const { exportCsv, exportJson, pending } = useExportData();
  return (
    <div className="flex flex-col gap-4" data-testid="export-data">
      <p className="text-sm text-muted-foreground">
        Your notes, answers and reflections as a spreadsheet (CSV), or a complete copy of everything in your
        account (JSON): notes, bookmarks, flashcards and reviews, listening progress, subscriptions and
        certificates.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void exportCsv()} disabled={pending !== null}>
          <Download aria-hidden />
          {pending === 'csv' ? 'Exporting...' : 'Export Data'}
        </Button>
        <Button variant="outline" onClick={() => void exportJson()} disabled={pending !== null}>
          <FileJson aria-hidden />
          {pending === 'json' ? 'Preparing...' : 'Download everything (JSON)'}
        </Button>
      </div>
    </div>
  );
}
