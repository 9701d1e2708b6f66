import type { Announcement, AnnouncementStatus, MediaFile, ShareWith } from '@cue/contracts';
import type { AnnouncementWithNames } from './announcements.repository.js';

/**
 * Row -> the spec's Announcement; `canManage` is whether the reader may edit and delete it, `files`
 * the attachments this reader may see (with fresh links).
 */
export function presentAnnouncement(
  row: AnnouncementWithNames,
  canManage: boolean,
  files: MediaFile[] = [],
): Announcement {
  const status = row.status as AnnouncementStatus;
  return {
    _id: row.id,
    title: row.title,
    summary: row.summary,
    share_with: row.shareWith as ShareWith,
    send_email: row.sendEmail,
    save_as_draft: status === 'draft',
    // A draft keeps the time it is meant to go out at, so the form shows it when reopened.
    schedule_later: row.scheduledFor !== null && status !== 'published',
    date: row.localDate,
    time: row.localTime,
    classes_ids: row.classes.map((c) => c.id),
    classes: row.classes.map((c) => ({ _id: c.id, class_name: c.name })),
    announcement_media: files,
    file_link: files.find((file) => file.kind === 'document')?.media_link ?? null,
    is_saved: true,
    is_published: status === 'published',
    status,
    scheduled_for: row.scheduledFor?.toISOString() ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_by: {
      _id: row.createdByUserId,
      first_name: row.creatorFirstName,
      last_name: row.creatorLastName,
    },
    can_manage: canManage,
  };
}
