import { UploadMediaResponseSchema, apiPaths, type UploadedMedia } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import type { PictureTarget } from '../profile-picture-target';

/** Staff pictures are sent with the staff token; a parent's own and their children's with the parent's. */
export const authFor = (target: PictureTarget) => (target.kind === 'staff' ? 'staff' : 'parent');

/**
 * POST /api/media/images (multipart, field `file`): the server decides from the bytes that it is
 * an image, strips its metadata and answers the media id the picture call then names.
 */
export async function uploadProfileImage(file: File, target: PictureTarget): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { result } = await apiClient.request(apiPaths.uploadImage, {
    method: 'POST',
    auth: authFor(target),
    body: form,
    schema: UploadMediaResponseSchema,
  });
  return result;
}
