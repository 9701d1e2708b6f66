// CSV files the school downloads (reports, exports): one writer, so every file is safe to open in a spreadsheet.
/** Byte-order mark: Excel reads the file as UTF-8 (Arabic and Hebrew names stay readable). */
const BOM = '\uFEFF';

/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection, OWASP):
 * such cells get a leading apostrophe, which Excel and LibreOffice show as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file (RFC 4180: CRLF line ends) with the BOM. */
export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
