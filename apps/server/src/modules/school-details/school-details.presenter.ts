import type { SchoolDetails } from '@cue/contracts';
import type { SchoolDetailsRow } from './school-details.repository.js';

/** Row -> the school details form's fields. */
/** `logoLink`: the logo's signed link, minted for this answer (decision 040). */
export function presentSchoolDetails(row: SchoolDetailsRow, logoLink: string | null): SchoolDetails {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    logo_media_id: row.logoMediaId,
    logo_link: logoLink,
    time_zone: row.timeZone,
    editor_direction: row.editorDirection,
    academic_year: row.academicYear,
  };
}
