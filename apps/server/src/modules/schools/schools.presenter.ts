import type { Child, SchoolClass } from '@cue/contracts';
import type { ClassRow, EnrollmentRow, StudentRow } from './schools.repository.js';

/** Profile pictures of one answer: media id -> signed link (MediaService.pictureLinks). */
export type PictureMap = ReadonlyMap<string, string>;

/** A stored picture (a media id) as the answer shows it: its signed link, or null. */
export const pictureOf = (mediaId: string | null, pictures: PictureMap): string | null =>
  (mediaId && pictures.get(mediaId)) ?? null;

/** Row -> spec "Class" (`curriculam` is the spec's spelling). */
export function presentClass(row: ClassRow): SchoolClass {
  return {
    _id: row.id,
    class_name: row.name,
    academic_year: row.academicYear,
    age_range: row.ageRange,
    classes_days: row.classDays,
    curriculam: row.curriculum,
    class_curriculum: row.classCurriculum,
    start_time: row.startTime,
    end_time: row.endTime,
    school_info: { _id: row.schoolId, name: row.schoolName },
    color: row.color,
  };
}

/**
 * Row -> spec "Child", with every class the child is in. `pictures` maps media ids to signed
 * links minted for this answer (a deleted picture is missing from it: no picture).
 */
export function presentChild(row: StudentRow, enrollments: EnrollmentRow[], pictures: PictureMap): Child {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    student_profile_picture: pictureOf(row.profilePicture, pictures),
    student_class: enrollments
      .filter((e) => e.childId === row.id)
      .map((e) => ({
        class_id: e.classId,
        class_name: e.className,
        school_details: { _id: e.schoolId, name: e.schoolName },
      })),
  };
}
