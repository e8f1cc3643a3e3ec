// SPEC §9 streaks: consecutive local days, looking back up to 366 days; if today is missing, yesterday
// counts. Study streak: a day with any review. Listening streak: a day with an episode at 90% or more.
// Days are calendar days in the user's IANA time zone, so a review at 23:30 local time counts for that
// day even when it is already tomorrow in UTC.

/** SPEC §9: streaks look back up to 366 days. */
export const STREAK_LOOKBACK_DAYS = 366;
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone the runtime knows ('Europe/London', 'UTC'); false for anything else. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// The last day computed per zone, with the minute it holds for. Zones' offsets today are whole minutes, so a
// local day begins on a minute boundary, and every request asks for today: one Intl call per zone and
// minute instead of one per request (issue 13: a few percent of a due-cards request).
const lastDay = new Map<string, { minute: number; day: string }>();

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): string {
  // UTC, the default zone, needs neither Intl nor the memo: the ISO string's date is the UTC day (a
  // due-cards request asks for the day of every card's last review; issue 13). Years outside 0000-9999
  // take the Intl path.
  if (timeZone === 'UTC') {
    const iso = instant.toISOString();
    if (iso.length === 24) return iso.slice(0, 10);
  }
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatDay(instant, timeZone);
  lastDay.set(timeZone, { minute, day });
  return day;
}

function formatDay(instant: Date, timeZone: string): string {
  // en-CA formats as 'YYYY-MM-DD' already; format() is several times cheaper than formatToParts(), which
  // showed in profiles of the dashboard (issue 13). The parts are the fallback should a runtime differ.
  const formatted = formatterFor(timeZone).format(instant);
  if (ISO_DAY.test(formatted)) return formatted;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A calendar day ('YYYY-MM-DD') as a number: days since 1970-01-01 (negative before). */
export function epochDay(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/** The calendar day ('YYYY-MM-DD') of an epochDay number. */
export function dayOfEpochDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day before `day`; pure date arithmetic, so DST changes cannot skip or repeat a day. */
export function previousDay(day: string): string {
  // Inside a month only the day's two digits change: no Date to build and format (a dashboard walks back
  // through a streak day by day; issue 13). The first of a month goes through the calendar.
  const dayOfMonth = Number(day.slice(8));
  if (day.length === 10 && dayOfMonth > 1) return `${day.slice(0, 8)}${dayOfMonth <= 10 ? '0' : ''}${dayOfMonth - 1}`;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
}

export interface StreakInput {
  /** When the activity happened (review times, or last_listened_at of episodes at 90% or more). */
  activity: readonly (Date | string)[];
  timeZone: string;
  now?: Date;
}

export function computeStreak({ activity, timeZone, now = new Date() }: StreakInput): number {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const days = new Set(activity.map((a) => localDay(new Date(a), zone)));
  let day = localDay(now, zone);
  if (!days.has(day)) day = previousDay(day); // yesterday counts when today is missing
  let streak = 0;
  while (streak < STREAK_LOOKBACK_DAYS && days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
