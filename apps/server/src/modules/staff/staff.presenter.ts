import type { StaffMember } from '@cue/contracts';
import type { StaffClassRow, StaffRow } from './staff.repository.js';

export function presentStaffMember(row: StaffRow, classesTaught: StaffClassRow[]): StaffMember {
  return {
    _id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
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
