import type { Child, ParentChild, ParentProfile, RolePermissions, StaffProfile } from '@cue/contracts';
import { pictureOf, type PictureMap } from '../schools/schools.presenter.js';
import type { ChildRow, ConsentRow, UserRow } from './users.repository.js';

export function presentStaffProfile(
  user: UserRow,
  membership: {
    isAdmin: boolean;
    rolePermissions: RolePermissions;
    schoolId: string;
    schoolName: string;
    editorDirection: 'l2r' | 'r2l';
  },
  pictures: PictureMap,
): StaffProfile {
  return {
    _id: { $oid: user.id },
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    staff_profile_picture: pictureOf(user.profilePicture, pictures),
    school_details: {
      school: { _id: membership.schoolId, name: membership.schoolName },
      editor_direction: membership.editorDirection,
      admin: membership.isAdmin,
      super_admin: membership.rolePermissions.super_admin.manage_platform_org_schools,
    },
  };
}

export function presentParentProfile(
  user: UserRow,
  childRows: ChildRow[],
  pictures: PictureMap,
): ParentProfile {
  const currentChild = childRows.find((c) => c.id === user.currentChildId) ?? childRows[0];
  return {
    _id: { $oid: user.id },
    first_name: user.firstName,
    last_name: user.lastName,
    primary_email: user.email,
    primary_phone: user.phone,
    parent_profile_picture: pictureOf(user.profilePicture, pictures),
    parent_id: user.id,
    current_child: currentChild?.id ?? null,
    child_list: childRows.map((c) => ({
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      student_profile_picture: pictureOf(c.profilePicture, pictures),
    })),
  };
}

/** A parent's own child with its photo consent: who changed it (by name) and when. */
export function presentParentChild(child: Child, consent: ConsentRow | undefined): ParentChild {
  const changedBy = consent?.changedByFirstName
    ? `${consent.changedByFirstName} ${consent.changedByLastName}`.trim()
    : null;
  return {
    ...child,
    photo_consent: consent?.photoConsent ?? false,
    photo_consent_changed_at: consent?.changedAt?.toISOString() ?? null,
    photo_consent_changed_by: changedBy,
  };
}
