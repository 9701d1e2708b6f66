import type { ParentProfile, RolePermissions, StaffProfile } from '@cue/contracts';
import type { ChildRow, UserRow } from './users.repository.js';

export function presentStaffProfile(
  user: UserRow,
  membership: {
    isAdmin: boolean;
    rolePermissions: RolePermissions;
    schoolId: string;
    schoolName: string;
    editorDirection: 'l2r' | 'r2l';
  },
): StaffProfile {
  return {
    _id: { $oid: user.id },
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    staff_profile_picture: user.profilePicture,
    school_details: {
      school: { _id: membership.schoolId, name: membership.schoolName },
      editor_direction: membership.editorDirection,
      admin: membership.isAdmin,
      super_admin: membership.rolePermissions.super_admin.manage_platform_org_schools,
    },
  };
}

export function presentParentProfile(user: UserRow, childRows: ChildRow[]): ParentProfile {
  const currentChild = childRows.find((c) => c.id === user.currentChildId) ?? childRows[0];
  return {
    _id: { $oid: user.id },
    first_name: user.firstName,
    last_name: user.lastName,
    primary_email: user.email,
    primary_phone: user.phone,
    parent_profile_picture: user.profilePicture,
    parent_id: user.id,
    current_child: currentChild?.id ?? null,
    child_list: childRows.map((c) => ({
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      student_profile_picture: c.profilePicture,
    })),
  };
}
