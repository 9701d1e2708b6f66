import ExcelJS from 'exceljs';
import { CSV_CONTENT_TYPE, type AssessmentSchemeData, type Gradebook } from '@cue/contracts';
import { toCsv } from '../../lib/csv.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface GradebookFile {
  /** ASCII only: the kind and the day, never a class's or a child's name. */
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * The gradebook as rows: a child per row; per competency a column per dimension of the column
 * scheme (the level's label, from the scheme of the cycle that judged it) and an evidence count.
 */
export function gradebookRows(
  grid: Gradebook,
  options: { schemes: ReadonlyMap<string, AssessmentSchemeData>; columnScheme: AssessmentSchemeData | null },
): (string | number)[][] {
  const dimensionLabel = new Map(options.columnScheme?.dimensions.map((d) => [d.key, d.label]) ?? []);
  const schemeOfCycle = new Map(grid.cycles.map((cycle) => [cycle._id, options.schemes.get(cycle.scheme)]));
  const header: string[] = ['Child'];
  for (const competency of grid.competencies) {
    for (const dimension of competency.dimensions)
      header.push(`${competency.code} ${dimensionLabel.get(dimension) ?? dimension}`);
    header.push(`${competency.code} evidence`);
  }
  const rows = grid.students.map((row) => {
    const cells: (string | number)[] = [`${row.student.first_name} ${row.student.last_name}`.trim()];
    row.cells.forEach((cell, index) => {
      const competency = grid.competencies[index]!;
      for (const dimension of competency.dimensions) {
        const judged = cell.levels.find((level) => level.dimension === dimension);
        const scheme = judged ? schemeOfCycle.get(judged.cycle_id) : undefined;
        cells.push(judged ? (scheme?.levels.find((l) => l.key === judged.level)?.label ?? judged.level) : '');
      }
      cells.push(cell.evidence_count);
    });
    return cells;
  });
  return [header, ...rows];
}

/** The file: CSV (UTF-8 with BOM, formula-safe cells) or an Excel workbook of one sheet. */
export async function gradebookFile(
  grid: Gradebook,
  options: {
    schemes: ReadonlyMap<string, AssessmentSchemeData>;
    columnScheme: AssessmentSchemeData | null;
    format: 'csv' | 'xlsx';
    today: string;
  },
): Promise<GradebookFile> {
  const rows = gradebookRows(grid, options);
  if (options.format === 'csv')
    return {
      filename: `gradebook-${options.today}.csv`,
      contentType: CSV_CONTENT_TYPE,
      body: Buffer.from(toCsv(rows), 'utf8'),
    };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Gradebook', { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  // Text cells are written as text (a leading '=' is never a formula in a string cell).
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(1).width = 24;
  return {
    filename: `gradebook-${options.today}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
