// Export Data (account menu and /profile) with the SPEC §8 toasts: nothing to export, success, and the
// destructive failure.
import { EXPORT_MESSAGES } from '@rooted/shared/export/notes-export';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { fetchAllData, fetchNotesCsv, saveFile, type ExportResult } from '../api/export-api';

type Format = 'csv' | 'json';

export function useExportData() {
  const [pending, setPending] = useState<Format | null>(null);

  const run = useCallback(async (format: Format, fetcher: () => Promise<ExportResult>) => {
    setPending(format);
    try {
      const result = await fetcher();
      if (result.kind === 'empty') {
        toast.info(EXPORT_MESSAGES.empty.title, { description: EXPORT_MESSAGES.empty.description });
        return;
      }
      saveFile(result.blob, result.fileName);
      toast.success(EXPORT_MESSAGES.success.title, { description: EXPORT_MESSAGES.success.description });
    } catch (error) {
      console.error('Export failed', error);
      toast.error(EXPORT_MESSAGES.failure.title, { description: EXPORT_MESSAGES.failure.description });
    } finally {
      setPending(null);
    }
  }, []);

  return {
    exportCsv: useCallback(() => run('csv', fetchNotesCsv), [run]),
    exportJson: useCallback(() => run('json', fetchAllData), [run]),
    pending,
  };
}
