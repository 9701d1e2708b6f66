import type { CreatedSchool } from '@cue/contracts';

/** A school just created, in the API's field names. */
export function presentCreatedSchool(row: {
  organization: { id: string; name: string };
  school: { id: string; name: string };
  admin: { id: string; firstName: string; lastName: string };
}): CreatedSchool {
  return {
    organization: { _id: row.organization.id, name: row.organization.name },
    school: { _id: row.school.id, name: row.school.name },
    admin: { _id: row.admin.id, first_name: row.admin.firstName, last_name: row.admin.lastName },
  };
}
