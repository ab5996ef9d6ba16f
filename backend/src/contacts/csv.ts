/** A UTF-8 byte-order mark: without it, Excel reads a CSV file as the system's legacy code page. */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: a value that could start a formula gets a leading apostrophe, so the spreadsheet shows it as
 * text; then RFC 4180 quoting when it holds a comma, a quote or a line break (quotes doubled).
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvLine(values: Array<string | number | null | undefined>): string {
  return values.map(csvCell).join(',') + CSV_NEWLINE;
}
