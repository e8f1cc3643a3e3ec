// The notes demo's export: the SPEC §9 CSV columns and file name, built from sample rows in the browser.
export const EXPORT_COLUMNS = ['Episode', 'Notes', 'Question', 'Answer', 'Created', 'Last Updated'] as const;

/** Quotes when needed and defuses spreadsheet formulas (a cell starting with = + - @ runs in Excel). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return [EXPORT_COLUMNS, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** SPEC §9: the product name, '_data_', the ISO date, '.csv'. */
export function exportFileName(date: Date): string {
  return `Rooted_data_${date.toISOString().slice(0, 10)}.csv`;
}
