/** A UTF-8 byte-order mark: without it, Excel reads a CSV file as the system's legacy code page. */
export const CSV_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/** What a spreadsheet may take for the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Only what a phone number is written with: no letters, so no function, link or DDE call can hide in it. */
const PHONE_CHARS = /^[\d\s+().-]+$/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One field: a value that could start a formula gets a leading apostrophe, so the spreadsheet shows it as
 * text; then it is always quoted (RFC 4180, quotes doubled). Excel in Spanish and Colombian settings splits
 * unquoted fields on `;`, so `Juan;=1+1` would become two cells, the second a formula; quoted, a separator
 * inside a value never splits it, whichever one the reader expects.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

/**
 * A phone number kept as text: Excel would read "+57 300 123 4567" as a formula and "3001234567" as a
 * number (3,00E+09), and an apostrophe in front shows in the cell once the file is opened. A leading tab
 * makes Excel and LibreOffice keep the cell as text and is not seen. It is safe only because the value is
 * made of phone characters alone: a reader that strips the tab finds at most arithmetic on digits. Any
 * other value goes through csvCell's defence.
 */
export function csvPhoneCell(value: string | null | undefined): string {
  return value && PHONE_CHARS.test(value) ? quoted(`\t${value}`) : csvCell(value);
}

/** One record of fields already written by csvCell or csvPhoneCell, with its CRLF. */
export function csvRecord(fields: string[], separator = ','): string {
  return fields.join(separator) + CSV_NEWLINE;
}

/** One record, with its CRLF. */
export function csvLine(values: Array<string | number | null | undefined>, separator = ','): string {
  return csvRecord(values.map(csvCell), separator);
}
