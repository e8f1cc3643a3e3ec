// Calendar dates in a user's time zone as 'YYYY-MM-DD' strings. Review dates are dates, not instants
// (SPEC §3: next_review_date is a date), so every "today" is the user's local today. Time-zone handling
// is shared with the streaks (progress/streaks), so both agree on what "a day" is.
import { dayOfEpochDay, DEFAULT_TIME_ZONE, epochDay, isValidTimeZone, localDay } from '../progress/streaks';

/** The calendar date of an instant in a time zone; an unknown zone falls back to UTC. */
export function localDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return localDay(instant, isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
}

/** Whole days since 1970-01-01 of an instant's UTC date (as epochDay counts): no date strings. */
export function utcDayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / 86_400_000);
}

/** 'YYYY-MM-DD' plus n days (n may be negative). */
export function addDays(date: string, days: number): string {
  return dayOfEpochDay(epochDay(date) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** First day of the date's calendar month: '2025-03-17' -> '2025-03-01'. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
