import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  EXPORT_COLUMNS,
  exportFileName,
  exportRows,
  formatLocalDate,
  isoDateIn,
  notesCsv,
  safeDateOptions,
} from './notes-export';

const created = '2025-03-14T23:30:00.000Z';
const updated = '2025-03-15T09:00:00.000Z';
const base = { episodeTitle: 'Psalm 23', seriesId: null, createdAt: created, updatedAt: updated };

describe('SPEC §9 CSV export', () => {
  it('has the columns Episode, Notes, Question, Answer, Created, Last Updated', () => {
    expect(EXPORT_COLUMNS).toEqual(['Episode', 'Notes', 'Question', 'Answer', 'Created', 'Last Updated']);
    expect(parseCsv(notesCsv([]))[0]).toEqual([...EXPORT_COLUMNS]);
  });

  it("labels answers 'Question N' (one-based) and keeps notes and answers in their own columns", () => {
    const rows = exportRows(
      [
        { ...base, kind: 'note', questionIndex: null, notes: 'My note', answer: null },
        { ...base, kind: 'answer', questionIndex: 0, notes: null, answer: 'First answer' },
        { ...base, kind: 'answer', questionIndex: 2, notes: null, answer: 'Third answer' },
        { ...base, kind: 'reflection', questionIndex: null, notes: null, answer: 'Reflected' },
        {
          ...base,
          kind: 'reflection',
          seriesId: 'psw',
          episodeTitle: 'Psalms for the Weary',
          questionIndex: null,
          notes: null,
          answer: 'Done',
        },
      ],
      { locale: 'en-US', timeZone: 'UTC' },
    );
    expect(rows).toEqual([
      ['Psalm 23', 'My note', '', '', '3/14/2025', '3/15/2025'],
      ['Psalm 23', '', 'Question 1', 'First answer', '3/14/2025', '3/15/2025'],
      ['Psalm 23', '', 'Question 3', 'Third answer', '3/14/2025', '3/15/2025'],
      ['Psalm 23', '', 'Reflection', 'Reflected', '3/14/2025', '3/15/2025'],
      ['Psalms for the Weary', '', 'Final Reflection', 'Done', '3/14/2025', '3/15/2025'],
    ]);
  });

  it('skips empty entries', () => {
    expect(exportRows([{ ...base, kind: 'note', questionIndex: null, notes: '  ', answer: null }])).toEqual(
      [],
    );
  });

  it("formats dates in the user's locale and time zone", () => {
    expect(formatLocalDate(created, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('14/03/2025');
    expect(formatLocalDate(created, { locale: 'en-US', timeZone: 'Asia/Tokyo' })).toBe('3/15/2025');
    expect(formatLocalDate(created, { locale: 'de-DE', timeZone: 'UTC' })).toBe('14.3.2025');
  });

  it('falls back on unknown locales and zones instead of failing', () => {
    expect(safeDateOptions({ locale: 'not a locale!', timeZone: 'Mars/Olympus' })).toEqual({
      locale: 'en-US',
      timeZone: 'UTC',
    });
    expect(formatLocalDate(created, { locale: '%%', timeZone: 'nope' })).toBe('3/14/2025');
  });

  it("names the file Rooted_data_{ISO date}.csv with the user's calendar date", () => {
    const when = new Date(created);
    expect(exportFileName(when, 'UTC')).toBe('Rooted_data_2025-03-14.csv');
    expect(exportFileName(when, 'Asia/Tokyo')).toBe('Rooted_data_2025-03-15.csv');
    expect(isoDateIn(when)).toBe('2025-03-14');
  });
});
