import { describe, expect, it } from 'vitest';
import { dueDatePhrase, formatCalendarDate, formatDueDate } from './due-date';

describe('review dates relative to the user’s today', () => {
  it.each([
    ['2026-03-08', 'Today'], // overdue is due today
    ['2026-03-10', 'Today'],
    ['2026-03-11', 'Tomorrow'],
    ['2026-03-13', 'In 3 days'],
    ['2026-03-16', 'In 6 days'],
    ['2026-03-17', 'Tue, Mar 17, 2026'],
  ])('%s is "%s"', (date, label) => expect(formatDueDate(date, '2026-03-10')).toBe(label));

  it('reads as part of a sentence', () => {
    expect(dueDatePhrase('2026-03-11', '2026-03-10')).toBe('tomorrow');
    expect(dueDatePhrase('2026-03-13', '2026-03-10')).toBe('in 3 days');
    expect(dueDatePhrase('2026-04-01', '2026-03-10')).toBe('on Wed, Apr 1, 2026');
  });

  it('never shifts the date by the browser time zone', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('Thu, Jan 1, 2026');
  });
});
