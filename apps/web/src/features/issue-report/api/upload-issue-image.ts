import { UploadMediaResponseSchema, apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/media/images (multipart, field `file`): answers the media_link to attach to a report. */
export async function uploadIssueImage(file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName);
  const { result } = await apiClient.request(apiPaths.uploadImage, {
    method: 'POST',
    body: form,
    schema: UploadMediaResponseSchema,
  });
  return result.media_link;
}
