import type { MediaFile } from '@cue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { uploadConstraintsQueryOptions } from '../api/upload-constraints';
import { refusalFor } from './check-file';
import { uploadQueue } from './uploads';

/**
 * Uploads files through the queue after checking each against the school's limits; a refused file
 * shows in the task panel (and a toast) with its name. Resolves with the stored files.
 */
export function useUploadFiles(): (files: readonly File[]) => Promise<MediaFile[]> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (files) => {
      let constraints;
      try {
        constraints = await queryClient.fetchQuery(uploadConstraintsQueryOptions());
      } catch (error) {
        showError(errorMessage(error));
        return [];
      }
      const refused = new Map<File, string>();
      for (const file of files) {
        const reason = refusalFor(file, constraints, t);
        if (reason) refused.set(file, reason);
      }
      for (const reason of refused.values()) showError(reason);
      if (files.length > constraints.total_media) {
        showError(t('media.upload.tooMany', { count: constraints.total_media }));
        return [];
      }
      return uploadQueue.add(files, refused);
    },
    [queryClient, t],
  );
}
