import type { StaffAccess } from '../schools/schools.policy.js';

/** Staff whose role has the announcements switch (daily_communication.announcements). */
export function mayWorkWithAnnouncements(access: StaffAccess): boolean {
  return access.rolePermissions.daily_communication.announcements;
}

/**
 * Spec section 6: edit and delete belong to the staff member who created the announcement, or to
 * staff whose role has daily_communication.access_others_announcement.
 */
export function mayManageAnnouncement(
  access: StaffAccess,
  announcement: { createdByUserId: string },
): boolean {
  return (
    announcement.createdByUserId === access.userId ||
    access.rolePermissions.daily_communication.access_others_announcement
  );
}

/** Someone else's draft is still being written: only those who may manage it see it. */
export function maySeeOthersDrafts(access: StaffAccess): boolean {
  return access.rolePermissions.daily_communication.access_others_announcement;
}
