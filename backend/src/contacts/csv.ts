/** A UTF-8 byte-order mark: without it, Excel reads a CSV file as the system's legacy code page. */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: a value that could start a formula gets a leading apostrophe, so the spreadsheet shows it as
 * text; then it is always quoted (RFC 4180, quotes doubled). Excel in Spanish and Colombian settings splits
 * unquoted fields on `;`, so `Juan;=1+1` would become two cells, the second a formula; quoted, a separator
 * inside a value never splits it, whichever one the reader expects.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record, with its CRLF. */
export function csvLine(values: Array<string | number | null | undefined>): string {
  return values.map(csvCell).join(',') + CSV_NEWLINE;
}
