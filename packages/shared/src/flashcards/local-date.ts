// Calendar dates in a user's time zone as 'YYYY-MM-DD' strings. Review dates are dates, not instants
// (SPEC §3: next_review_date is a date), so every "today" is the user's local today. Time-zone handling
// is shared with the streaks (progress/streaks), so both agree on what "a day" is.
import { DEFAULT_TIME_ZONE, isValidTimeZone, localDay } from '../progress/streaks';

/** The calendar date of an instant in a time zone; an unknown zone falls back to UTC. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDay(instant, isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
}

const DAY_MS = 86_400_000;
const toUtcMs = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** Whole days since 1970-01-01 of an instant's UTC date: UTC calendar days counted without date strings. */
export function utcDayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / DAY_MS);
}

/** 'YYYY-MM-DD' plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** First day of the date's calendar month: '2025-03-17' -> '2025-03-01'. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
