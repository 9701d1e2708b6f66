import type { YearPlan } from '@cue/contracts';
import type { YearThemeRow } from './term-plans.repository.js';

/** Every month of the year, themed or not, with the projects starting in it. */
export function presentYearPlan(
  classId: string,
  academicYear: string,
  months: string[],
  themes: YearThemeRow[],
  projectStarts: Map<string, number>,
): YearPlan {
  const byMonth = new Map(themes.map((row) => [row.month, row]));
  return {
    class_id: classId,
    academic_year: academicYear,
    months: months.map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        theme: row?.theme ?? '',
        competencies: row?.competencies ?? [],
        notes: row?.notes ?? '',
        projects: projectStarts.get(month) ?? 0,
      };
    }),
  };
}
