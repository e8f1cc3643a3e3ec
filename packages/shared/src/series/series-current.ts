/**
 * SPEC §4: a series is current when it has no end_date or the end_date is in the future.
 * end_date is a calendar date ('YYYY-MM-DD'), read as midnight UTC at its start, the way a browser
 * reads `new Date('2026-03-28')`; so a series whose end date is today is no longer current.
 */
export function isSeriesCurrent(endDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!endDate) return true;
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(end) ? true : end > now.getTime();
}
