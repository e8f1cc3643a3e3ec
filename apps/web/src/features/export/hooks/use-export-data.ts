// Export Data (account menu and /profile) with the SPEC §8 toasts: nothing to export, success, and the
// destructive failure.
import { EXPORT_MESSAGES } from '@rooted/shared/export/notes-export';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { fetchAllData, fetchNotesCsv, saveFile, type ExportResult } from '../api/export-api';

type Format = 'csv' | 'json';

const fetchers: Record<Format, () => Promise<ExportResult>> = { csv: fetchNotesCsv, json: fetchAllData };

/** One export, saved as a file, with its toast. The account menu calls this (loading the feature on use). */
export async function exportData(format: Format): Promise<void> {
  try {
    const result = await fetchers[format]();
    if (result.kind === 'empty') {
      toast.info(EXPORT_MESSAGES.empty.title, { description: EXPORT_MESSAGES.empty.description });
      return;
    }
    saveFile(result.blob, result.fileName);
    toast.success(EXPORT_MESSAGES.success.title, { description: EXPORT_MESSAGES.success.description });
  } catch (error) {
    console.error('Export failed', error);
    toast.error(EXPORT_MESSAGES.failure.title, { description: EXPORT_MESSAGES.failure.description });
  }
}

/** The /profile section's exports, with which one is running. */
export function useExportData() {
  const [pending, setPending] = useState<Format | null>(null);

  const run = useCallback(async (format: Format) => {
    setPending(format);
    try {
      await exportData(format);
    } finally {
      setPending(null);
    }
  }, []);

  return {
    exportCsv: useCallback(() => run('csv'), [run]),
    exportJson: useCallback(() => run('json'), [run]),
    pending,
  };
}
