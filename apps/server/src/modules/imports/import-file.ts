import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, importColumnName, requiredImportColumns, type ImportKind } from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';

/** One data row of a file: its line (the header is line 1) and its cells by column name. */
export interface ImportFileRow {
  line: number;
  cells: Record<string, string>;
}

const notSpreadsheet = () => badInput('file', 'is not a CSV or Excel (.xlsx) file');

/** An .xlsx file is a zip archive: it starts with the zip signature. */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * Reads a CSV or .xlsx file into rows keyed by column name, told apart by their bytes (not the
 * file name a browser reports). A file that is neither, has no header row, lacks a required
 * column or holds no rows is a 400 naming `file`. Empty lines are skipped.
 */
export async function readImportFile(kind: ImportKind, bytes: Buffer): Promise<ImportFileRow[]> {
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...lines] = table;
  if (!header || header.every((cell) => cell.trim() === '')) throw badInput('file', 'has no header row');
  const columns = header.map(importColumnName);
  const missing = requiredImportColumns[kind].filter((column) => !columns.includes(column));
  if (missing.length > 0) throw badInput('file', `has no column ${missing.join(', ')}`);
  const rows: ImportFileRow[] = [];
  lines.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: Record<string, string> = {};
    columns.forEach((column, i) => {
      // The first of two columns with one name wins; a column without a name is ignored.
      if (column !== '' && !(column in row)) row[column] = cells[i] ?? '';
    });
    rows.push({ line: index + 2, cells: row });
  });
  if (rows.length === 0) throw badInput('file', 'has no rows below the header');
  if (rows.length > IMPORT_MAX_ROWS) throw badInput('file', `has more than ${IMPORT_MAX_ROWS} rows`);
  return rows;
}

function readCsv(bytes: Buffer): string[][] {
  // Text only: a NUL byte means a binary file (an image, an old .xls).
  if (bytes.includes(0)) throw notSpreadsheet();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Text in an older encoding (Excel's plain "CSV" on Windows): say how to save it instead.
    throw badInput('file', 'is not UTF-8 text: save it as "CSV UTF-8" or upload the Excel file');
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: false });
  return parsed.data;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badInput('file', 'has no sheet');
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    table[rowNumber - 1] = cells;
  });
  return Array.from(table, (cells) => cells ?? []);
}

/** A cell as the office typed it: dates as YYYY-MM-DD, numbers (phones) in full. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}
