import type { StaffMember } from '@cue/contracts';
import { pictureOf, type PictureMap } from '../schools/schools.presenter.js';
import type { StaffClassRow, StaffRow } from './staff.repository.js';

/** `pictures`: the signed links minted for this answer (MediaService.pictureLinks). */
export function presentStaffMember(
  row: StaffRow,
  classesTaught: StaffClassRow[],
  pictures: PictureMap,
): StaffMember {
  return {
    _id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    staff_profile_picture: pictureOf(row.profilePicture, pictures),
    admin: row.isAdmin,
    role: row.roleId && row.roleName ? { _id: row.roleId, name: row.roleName } : null,
    classes: classesTaught
      .filter((c) => c.userId === row.userId)
      .map((c) => ({ _id: c.classId, class_name: c.className })),
    status: row.deactivatedAt ? 'deactivated' : 'active',
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    has_signed_in: row.hasSignedIn,
  };
}
