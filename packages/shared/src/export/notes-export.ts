// SPEC §9 CSV export of a user's notes and answers: the columns, the 'Question N' label (one-based),
// dates in the user's own format and time zone, and the file name. Reflections are exported too, with
// 'Reflection' (an episode's) or 'Final Reflection' (a series') in the Question column, so that the file
// holds everything the user wrote. SPEC §8 messages for the toasts live here as well.
import { toCsv } from './csv';

export const EXPORT_PRODUCT_NAME = 'Rooted';
export const EXPORT_COLUMNS = ['Episode', 'Notes', 'Question', 'Answer', 'Created', 'Last Updated'] as const;

export const EXPORT_MESSAGES = {
  empty: { title: 'No data to export', description: "You haven't created any notes or answers yet." },
  success: { title: 'Export successful', description: 'Your data has been exported successfully.' },
  failure: {
    title: 'Export failed',
    description: 'There was an error exporting your data. Please try again.',
  },
} as const;

export interface ExportEntry {
  kind: string;
  episodeTitle: string;
  seriesId?: string | null;
  questionIndex: number | null;
  notes: string | null;
  answer: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface DateFormatOptions {
  /** BCP 47 locale such as 'en-GB'; unknown or missing means 'en-US'. */
  locale?: string | null;
  /** IANA zone such as 'Europe/London'; unknown or missing means UTC. */
  timeZone?: string | null;
}

/** Locale and zone that Intl accepts, falling back instead of throwing on what a client sent. */
export function safeDateOptions({ locale, timeZone }: DateFormatOptions): {
  locale: string;
  timeZone: string;
} {
  const ok = (fn: () => unknown) => {
    try {
      fn();
      return true;
    } catch {
      return false;
    }
  };
  return {
    locale: locale && ok(() => new Intl.DateTimeFormat(locale)) ? locale : 'en-US',
    timeZone: timeZone && ok(() => new Intl.DateTimeFormat('en-US', { timeZone })) ? timeZone : 'UTC',
  };
}

/** The date part in the user's format, e.g. 3/14/2025 (en-US) or 14/03/2025 (en-GB). */
export function formatLocalDate(value: Date | string, options: DateFormatOptions = {}): string {
  const { locale, timeZone } = safeDateOptions(options);
  return new Date(value).toLocaleDateString(locale, { timeZone });
}

/** YYYY-MM-DD of `date` in the user's zone (the date they see on their calendar). */
export function isoDateIn(date: Date, timeZone?: string | null): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeDateOptions({ timeZone }).timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** SPEC §9: the product name, '_data_', the ISO date, '.csv'. */
export function exportFileName(date: Date, timeZone?: string | null): string {
  return `${EXPORT_PRODUCT_NAME}_data_${isoDateIn(date, timeZone)}.csv`;
}

/** What goes in the Question column. */
export function questionLabel(entry: Pick<ExportEntry, 'kind' | 'questionIndex' | 'seriesId'>): string {
  if (entry.kind === 'answer' && entry.questionIndex != null) return `Question ${entry.questionIndex + 1}`;
  if (entry.kind === 'reflection') return entry.seriesId ? 'Final Reflection' : 'Reflection';
  return '';
}

export function exportRows(entries: readonly ExportEntry[], options: DateFormatOptions = {}): string[][] {
  return entries
    .filter((e) => (e.notes ?? '').trim() || (e.answer ?? '').trim())
    .map((e) => [
      e.episodeTitle,
      e.kind === 'note' ? (e.notes ?? '') : '',
      questionLabel(e),
      e.kind === 'note' ? '' : (e.answer ?? ''),
      formatLocalDate(e.createdAt, options),
      formatLocalDate(e.updatedAt, options),
    ]);
}

export function notesCsv(entries: readonly ExportEntry[], options: DateFormatOptions = {}): string {
  return toCsv(EXPORT_COLUMNS, exportRows(entries, options));
}
