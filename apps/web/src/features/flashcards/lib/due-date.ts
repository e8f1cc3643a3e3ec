// Review dates as people say them, relative to the server's "today" for this user (never the browser's
// clock, which may sit in another zone than the one the schedule uses).
import { daysBetween } from '@rooted/shared';
import { lazyDateFormat } from '@rooted/shared/text/date-format';

const longDate = lazyDateFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'Mon, Mar 16, 2026' (the date itself, not shifted by the browser's zone). */
export function formatCalendarDate(date: string): string {
  return longDate().format(new Date(`${date}T00:00:00Z`));
}

/** 'Today', 'Tomorrow', 'In 3 days', or the date; overdue cards are due today. */
export function formatDueDate(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days < 7) return `In ${days} days`;
  return formatCalendarDate(date);
}

/** For sentences: 'today', 'tomorrow', 'in 3 days', 'on Mon, Mar 16, 2026'. */
export function dueDatePhrase(date: string, today: string): string {
  const label = formatDueDate(date, today);
  return /^\d|^[A-Z][a-z]{2},/.test(label) ? `on ${label}` : label.charAt(0).toLowerCase() + label.slice(1);
}
