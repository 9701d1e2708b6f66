import { UploadMediaResponseSchema, apiPaths, type UploadedMedia } from '@cue/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/media/images (multipart, field `file`): the logo's media id, set on save. */
export async function uploadLogo(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { result } = await apiClient.request(apiPaths.uploadImage, {
    method: 'POST',
    auth: 'staff',
    body: form,
    schema: UploadMediaResponseSchema,
  });
  return result;
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo });
}
