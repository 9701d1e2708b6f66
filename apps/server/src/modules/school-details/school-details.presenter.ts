import type { SchoolDetails } from '@cue/contracts';
import type { SchoolDetailsRow } from './school-details.repository.js';

/** Row -> the school details form's fields. */
export function presentSchoolDetails(row: SchoolDetailsRow): SchoolDetails {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    logo_media_id: row.logoMediaId,
    logo_link: row.logoMediaId ? `/api/media/${row.logoMediaId}` : null,
    time_zone: row.timeZone,
    editor_direction: row.editorDirection,
    academic_year: row.academicYear,
  };
}
