import { describe, expect, it } from 'vitest';
import { csvCell, exportFileName, toCsv } from './demo-csv';

describe('the notes demo export (SPEC §9 CSV columns and file name)', () => {
  it('writes the header row and quotes cells with commas, quotes or line breaks', () => {
    const csv = toCsv([['Ep 1', 'Line one\nline "two"', 'Question 1', 'Yes, indeed', '1/2/2025', '1/3/2025']]);
    expect(csv.split('\r\n')[0]).toBe('Episode,Notes,Question,Answer,Created,Last Updated');
    expect(csv).toContain('"Line one\nline ""two"""');
    expect(csv).toContain('"Yes, indeed"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('plain')).toBe('plain');
  });
  it('names the file Rooted_data_<ISO date>.csv', () => {
    expect(exportFileName(new Date('2025-03-04T10:00:00Z'))).toBe('Rooted_data_2025-03-04.csv');
  });
});
