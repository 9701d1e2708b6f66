import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import type { PictureTarget } from '../profile-picture-target';
import { saveProfilePicture } from './save-profile-picture';
import { uploadProfileImage } from './upload-profile-image';

/** A new picture (a file to upload first) or none. */
export type PictureChange = { file: File } | { remove: true };

async function changeProfilePicture(target: PictureTarget, change: PictureChange): Promise<void> {
  if ('remove' in change) return saveProfilePicture(target, null);
  const uploaded = await uploadProfileImage(change.file, target);
  return saveProfilePicture(target, uploaded._id);
}

/**
 * Uploads and sets, or removes, one person's picture; 'Profile Picture Updated' or the server's
 * message. `onChanged` reloads whatever shows the picture (composed in app/: the user's queries).
 */
export function useChangeProfilePicture(target: PictureTarget, onChanged: () => Promise<unknown> | void) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (change: PictureChange) => changeProfilePicture(target, change),
    onSuccess: async () => {
      showSuccess(t('profilePictures.updated'));
      // Kept pending until the new picture is on screen, so the buttons do not flash back first.
      await onChanged();
    },
    onError: (error) => showError(errorMessage(error)),
  });
}
