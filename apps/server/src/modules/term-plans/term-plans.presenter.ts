import type { AgeBand, Project, YearPlan } from '@cue/contracts';
import type { TermProjectRow, YearThemeRow } from './term-plans.repository.js';

/** A project as the term plan lists it (the projects module's shape), phase against the school's today. */
export function presentProject(row: TermProjectRow, today: string): Project {
  return {
    _id: row.id,
    class_id: row.classId,
    title: row.title,
    unit: row.unit && {
      _id: row.unit.id,
      title: row.unit.title,
      library: row.unit.organizationId ? 'organization' : 'global',
      theme: row.unit.theme,
      age_band: row.unit.ageBand as AgeBand,
      duration_days: row.unit.durationDays,
      competencies: row.unit.competencies,
    },
    start_date: row.startDate,
    end_date: row.endDate,
    notes: row.notes,
    is_default: row.isDefault,
    phase: today < row.startDate ? 'upcoming' : today > row.endDate ? 'past' : 'current',
    created_by: { _id: row.createdBy, name: `${row.creatorFirstName} ${row.creatorLastName}`.trim() },
    updated_at: row.updatedAt.toISOString(),
  };
}

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
