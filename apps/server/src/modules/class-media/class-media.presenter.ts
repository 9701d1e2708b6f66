import {
  IsoDateSchema,
  type Album,
  type ClassMediaItem,
  type MediaFile,
  type PhotoConsentState,
  type TaggedChild,
} from '@cue/contracts';
import {
  consentBlocked,
  visibleTags,
  type MediaViewer,
  type TaggedChildConsent,
} from './media-consent.policy.js';
import type { AlbumRow, ChildConsentRow, LibraryRow } from './class-media.repository.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

export const presentTag = (tag: TaggedChildConsent): TaggedChild => ({
  _id: tag.childId,
  first_name: tag.firstName,
  last_name: tag.lastName,
  photo_consent: tag.photoConsent,
});

/** A library item as the viewer may see it (the caller has already applied maySeeFile). */
export function presentItem(
  row: LibraryRow,
  file: MediaFile,
  tags: TaggedChildConsent[],
  albumIds: string[],
  viewer: MediaViewer,
): ClassMediaItem {
  return {
    _id: row.mediaId,
    class_id: row.classId,
    media: file,
    caption: row.caption,
    taken_on: row.takenOn,
    staff_only: row.staffOnly,
    tagged_students: visibleTags(viewer, tags).map(presentTag),
    consent_blocked: consentBlocked(viewer, tags),
    album_ids: albumIds,
    uploaded_by: {
      _id: row.uploadedByUserId,
      first_name: row.uploaderFirstName,
      last_name: row.uploaderLastName,
    },
    created_at: row.createdAt.toISOString(),
  };
}

export function presentAlbum(row: AlbumRow, mediaCount: number, cover: MediaFile | null): Album {
  return {
    _id: row.id,
    class_id: row.classId,
    name: row.name,
    description: row.description,
    media_count: mediaCount,
    cover,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentConsent(row: ChildConsentRow): PhotoConsentState {
  return {
    student_id: row.childId,
    photo_consent: row.photoConsent,
    changed_at: row.changedAt?.toISOString() ?? null,
    changed_by: row.changedAt ? fullName(row.changedByFirstName, row.changedByLastName) : null,
  };
}

/** The grid's cursor: the last item's day and media id. */
export const cursorOf = (row: Pick<LibraryRow, 'takenOn' | 'mediaId'>) => `${row.takenOn}~${row.mediaId}`;

export function parseCursor(cursor: string): { takenOn: string; mediaId: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})~([0-9a-f]{24})$/.exec(cursor);
  // 2024-02-31 has the shape but is no day: the database would refuse it (500), so it is no cursor.
  if (!match || !IsoDateSchema.safeParse(match[1]).success) return null;
  return { takenOn: match[1]!, mediaId: match[2]! };
}
