import { EditParentResponseSchema, ProfilePictureResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { apiClient } from '../../../lib/api-client';
import type { PictureTarget } from '../profile-picture-target';
import { authFor } from './upload-profile-image';

/**
 * Sets (a media id) or removes (null) a picture: staff_profile_picture/ for staff, parent/{id}
 * for the parent's own, student_profile_picture/{childId} for a child.
 */
export async function saveProfilePicture(target: PictureTarget, mediaId: string | null): Promise<void> {
  const auth = authFor(target);
  if (target.kind === 'staff') {
    await apiClient.request(apiPaths.staffProfilePicture, {
      method: 'POST',
      auth,
      body: { staff_profile_picture: mediaId },
      schema: ProfilePictureResponseSchema,
    });
  } else if (target.kind === 'parent') {
    await apiClient.request(apiPath(apiPaths.parentById, { id: target.parentId }), {
      method: 'POST',
      auth,
      body: { parent_profile_picture: mediaId },
      schema: EditParentResponseSchema,
    });
  } else {
    await apiClient.request(apiPath(apiPaths.studentProfilePicture, { studentId: target.childId }), {
      method: 'POST',
      auth,
      body: { student_profile_picture: mediaId },
      schema: ProfilePictureResponseSchema,
    });
  }
}
