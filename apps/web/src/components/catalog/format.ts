// How the catalog writes durations, clock times and dates.
import { lazyDateFormat } from '@rooted/shared/text/date-format';

/** 75 → "1 min", 3723 → "1 h 2 min"; null for unknown. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** 125 → "2:05", 3723 → "1:02:03" (chapter and transcript times). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const dateFormat = lazyDateFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const monthFormat = lazyDateFormat(undefined, { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** An episode's publication date in the reader's locale. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

/** A series' date range from its calendar dates ('YYYY-MM-DD'): "Jan 2026 – Feb 2026", "Since Oct 2026". */
export function formatDateRange(start: string | null, end: string | null): string | null {
  const month = (d: string) => monthFormat().format(new Date(`${d}T00:00:00Z`));
  if (start && end) return `${month(start)} – ${month(end)}`;
  if (start) return `Since ${month(start)}`;
  if (end) return `Until ${month(end)}`;
  return null;
}

/** "1:02:03" / "2:05" / "75" → seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const parts = text.trim().split(':');
  if (!parts.length || parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  return parts.reduce((sum, p) => sum * 60 + Number(p), 0);
}
