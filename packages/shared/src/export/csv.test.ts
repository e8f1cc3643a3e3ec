import { describe, expect, it } from 'vitest';
import { csvCell, escapeFormula, parseCsv, toCsv } from './csv';

describe('CSV writer (SPEC §9 export)', () => {
  it('leaves plain cells alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "amen"')).toBe('"say ""amen"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('defuses spreadsheet formulas', () => {
    for (const hostile of ['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\t=1', '\r=1'])
      expect(escapeFormula(hostile)).toBe(`'${hostile}`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(escapeFormula('a=b')).toBe('a=b');
    expect(escapeFormula('Question 1')).toBe('Question 1');
  });

  it('writes a BOM, CRLF rows and a header, and reads back what it wrote', () => {
    const csv = toCsv(
      ['Episode', 'Notes'],
      [
        ['Psalm 23', 'Line 1\nLine "2", end'],
        ['Ünïcode ✓', ''],
      ],
    );
    expect(csv.startsWith('\uFEFFEpisode,Notes\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['Episode', 'Notes'],
      ['Psalm 23', 'Line 1\nLine "2", end'],
      ['Ünïcode ✓', ''],
    ]);
  });
});
