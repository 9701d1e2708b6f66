import type { StaffAccess } from '../schools/schools.policy.js';

/**
 * Homework sits beside announcements (spec section 2): staff whose role has
 * daily_communication.announcements set it; there is no school module switch for it.
 */
export function mayWorkWithHomework(access: StaffAccess): boolean {
  return access.rolePermissions.daily_communication.announcements;
}

/** Edit and delete follow the announcement rule: the creator, or access_others_announcement. */
export function mayManageHomework(access: StaffAccess, homework: { createdByUserId: string }): boolean {
  return (
    homework.createdByUserId === access.userId ||
    access.rolePermissions.daily_communication.access_others_announcement
  );
}

/** Someone else's draft: only those who may manage it see it. */
export function maySeeOthersDrafts(access: StaffAccess): boolean {
  return access.rolePermissions.daily_communication.access_others_announcement;
}
