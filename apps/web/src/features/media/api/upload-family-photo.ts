import { UploadMediaResponseSchema, apiPaths, type MediaFile } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/media/images as the parent: a family's photo (images only, no school), answered with
 * the stored file and its signed links. Homework submissions and chat messages attach these
 * (decisions 043, 044); the staff upload queue is not used, it signs in as staff.
 */
export async function uploadFamilyPhoto(file: File): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { result } = await apiClient.request(apiPaths.uploadImage, {
    method: 'POST',
    auth: 'parent',
    body: form,
    schema: UploadMediaResponseSchema,
  });
  return result;
}
