// Contracts of /api/export: the SPEC §9 CSV of notes and answers, and a full JSON copy of everything a
// user owns (data portability).
import { z } from 'zod';

/** The browser says how it writes dates; the server formats the CSV accordingly. */
export const csvExportQuery = z.object({
  timeZone: z.string().trim().max(100).optional(),
  locale: z.string().trim().max(50).optional(),
});
export type CsvExportQuery = z.infer<typeof csvExportQuery>;

export const EXPORT_FORMAT_VERSION = 1;
