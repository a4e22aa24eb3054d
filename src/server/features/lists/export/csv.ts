/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection), also
 * after leading spaces and in the full-width forms East Asian input methods type (＝＋－＠).
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: RFC 4180 quoting, and a leading apostrophe on text a spreadsheet would take
 * for a formula. Numbers are written as they are.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: CRLF after every record, the header first. */
export function csvDocument(header: readonly string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
