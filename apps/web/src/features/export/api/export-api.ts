// Downloads from /api/export. Plain fetch rather than apiFetch: the answers are files, not JSON.
// Imports come from zod-free subpaths because the account menu (in the app shell) uses this module.
import { exportFileName, isoDateIn } from '@rooted/shared/export/notes-export';
import { ApiError } from '@/lib/api';

export type ExportResult = { kind: 'empty' } | { kind: 'file'; blob: Blob; fileName: string };

/** How this browser writes dates, so the CSV's dates look like the user's own (SPEC §9). */
function dateSettings() {
  const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions();
  return { timeZone, locale };
}

function fileNameFrom(res: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

async function download(path: string, fallbackName: string): Promise<ExportResult> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      headers: { Accept: 'text/csv, application/json' },
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach the server. Check your connection and try again.',
    );
  }
  if (res.status === 204) return { kind: 'empty' };
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, 'The export failed.');
  return { kind: 'file', blob: await res.blob(), fileName: fileNameFrom(res, fallbackName) };
}

/** SPEC §9 CSV of notes and answers; 'empty' when there are none. */
export function fetchNotesCsv(now = new Date()): Promise<ExportResult> {
  const { timeZone, locale } = dateSettings();
  const query = new URLSearchParams({ timeZone, locale });
  return download(`/api/export/csv?${query.toString()}`, exportFileName(now, timeZone));
}

/** Everything the user owns, as JSON. */
export function fetchAllData(now = new Date()): Promise<ExportResult> {
  const { timeZone } = dateSettings();
  return download(
    `/api/export/json?${new URLSearchParams({ timeZone }).toString()}`,
    `Rooted_export_${isoDateIn(now, timeZone)}.json`,
  );
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
