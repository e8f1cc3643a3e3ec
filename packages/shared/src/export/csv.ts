// A small RFC 4180 CSV writer (papaparse is not a dependency): fields are quoted when they contain a
// comma, quote or line break, quotes are doubled, rows end with CRLF. Cells that a spreadsheet would run
// as a formula (starting with = + - @, tab or carriage return, OWASP "CSV injection") get a leading
// apostrophe, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = escapeFormula(value == null ? '' : String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file. It starts with a UTF-8 byte order mark so that Excel reads accented letters and
 * typographic quotes correctly; other readers ignore it.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Reads a file written by toCsv back into rows (for tests and for checking round trips). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (src[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') endRow();
    else if (ch !== '\r' || src[i + 1] !== '\n') cell += ch;
  }
  if (cell || row.length) endRow();
  return rows;
}
