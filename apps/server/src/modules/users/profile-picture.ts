import { badInput } from '../../lib/app-error.js';

/** What a picture change reads of the chosen media row. */
export interface PictureMedia {
  uploaderUserId: string;
  schoolId: string | null;
  kind: string;
  deletedAt: Date | null;
}

/**
 * A profile picture is a live image its chooser uploaded (decision 040, "Profile pictures"):
 * a video or document, a deleted file, or someone else's upload is a 400 naming the field, so
 * nobody can show another person's photo as their own or a child's face from the class library.
 * `alsoAllowed` widens who may have uploaded it (an admin editing a family: the parent too).
 */
export function assertPicture(
  found: PictureMedia | null,
  field: string,
  uploaderUserId: string,
  alsoAllowed: (media: PictureMedia) => boolean = () => false,
): void {
  if (!found || found.deletedAt || found.kind !== 'image')
    throw badInput(field, 'is not an image uploaded here');
  if (found.uploaderUserId !== uploaderUserId && !alsoAllowed(found)) {
    throw badInput(field, 'is not an image you uploaded');
  }
}
