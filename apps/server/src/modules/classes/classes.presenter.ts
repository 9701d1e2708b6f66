import type { ClassInput, SetupClass } from '@cue/contracts';
import { presentClass } from '../schools/schools.presenter.js';
import type { ClassFields, ClassStaffRow, SetupClassRow } from './classes.repository.js';

/** Row -> a class as school setup lists it: the spec's "Class" plus division, teachers, head count. */
export function presentSetupClass(
  row: SetupClassRow,
  staff: ClassStaffRow[],
  childrenCount: number,
): SetupClass {
  return {
    ...presentClass(row),
    division: row.divisionId && row.divisionName ? { _id: row.divisionId, name: row.divisionName } : null,
    archived: row.archivedAt !== null,
    staff: staff
      .filter((s) => s.classId === row.id)
      .map((s) => ({ _id: s.userId, first_name: s.firstName, last_name: s.lastName })),
    children_count: childrenCount,
  };
}

/**
 * The spec's field names -> the columns (`curriculam` is the spec's spelling). `class_curriculum`
 * is a framework key or null; left out, it keeps `currentFramework` (none for a new class).
 */
export function classFieldsOf(input: ClassInput, currentFramework: string | null = null): ClassFields {
  return {
    name: input.class_name,
    academicYear: input.academic_year,
    ageRange: input.age_range,
    classDays: input.classes_days,
    curriculum: input.curriculam?.trim() ? input.curriculam : null,
    classCurriculum: input.class_curriculum === undefined ? currentFramework : input.class_curriculum,
    startTime: input.start_time,
    endTime: input.end_time,
    color: input.color.toLowerCase(),
    divisionId: input.division_id,
  };
}

/** The editable columns of a class row (the "before" of an edit's audit). */
export function fieldsOfRow(row: SetupClassRow): ClassFields {
  return {
    name: row.name,
    academicYear: row.academicYear,
    ageRange: row.ageRange,
    classDays: row.classDays,
    curriculum: row.curriculum,
    classCurriculum: row.classCurriculum,
    startTime: row.startTime,
    endTime: row.endTime,
    color: row.color,
    divisionId: row.divisionId,
  };
}
