import { badInput } from '../../lib/app-error.js';
import type { MediaRepository } from '../media/media.repository.js';

/** The one read a picture check needs (the media module's repository). */
export type PictureReader = Pick<MediaRepository, 'findPictureCandidate'>;

/**
 * Who may have uploaded a picture (decision 040, "Profile pictures"):
 * - `own`: a staff member's picture or the school logo: uploaded by them in that school;
 * - `family`: a parent's or child's picture: the parent's own upload, which has no school; for
 *   an admin editing a family, also an upload of that admin in their school (`admin`).
 */
export type PictureOwner =
  | { kind: 'own'; userId: string; schoolId: string | null }
  | { kind: 'family'; parentId: string; admin?: { userId: string; schoolId: string } };

function uploadedBy(owner: PictureOwner, uploaderUserId: string, schoolId: string | null): boolean {
  if (owner.kind === 'own') {
    return uploaderUserId === owner.userId && (owner.schoolId === null || schoolId === owner.schoolId);
  }
  if (uploaderUserId === owner.parentId && schoolId === null) return true;
  return !!owner.admin && uploaderUserId === owner.admin.userId && schoolId === owner.admin.schoolId;
}

/**
 * Every picture (staff, parent, child) and the school logo is one rule: a live image of the
 * right uploader that no class library, child tag, album or attachment uses. A library photo
 * may show a child whose family refused consent, and a picture shows to other families and
 * schools, so such a file (or a video, a PDF, a deleted file, someone else's upload) is a 400
 * naming the field.
 */
export async function assertPicture(
  reader: PictureReader,
  mediaId: string,
  field: string,
  owner: PictureOwner,
): Promise<void> {
  const found = await reader.findPictureCandidate(mediaId);
  if (!found || found.deletedAt || found.kind !== 'image')
    throw badInput(field, 'is not an image uploaded here');
  if (found.inUse) throw badInput(field, 'is a class library photo or an attachment, not a picture upload');
  if (!uploadedBy(owner, found.uploaderUserId, found.schoolId)) {
    throw badInput(field, 'is not an image you uploaded');
  }
}
