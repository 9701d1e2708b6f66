import { PhotoConsentResponseSchema, apiPath, apiPaths, type PhotoConsentState } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { usersQueryKeys } from './get-current-user';

/** POST child_photo_consent/{childId} with the parent token: the family's choice, recorded with who and when. */
export async function setPhotoConsent(childId: string, photoConsent: boolean): Promise<PhotoConsentState> {
  const { result } = await apiClient.request(apiPath(apiPaths.childPhotoConsent, { studentId: childId }), {
    method: 'POST',
    auth: 'parent',
    body: { photo_consent: photoConsent },
    schema: PhotoConsentResponseSchema,
  });
  return result;
}

/** Changes a child's photo consent, then reloads the children (who and when come with them). */
export function useSetPhotoConsent(onDone: (state: PhotoConsentState) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, photoConsent }: { childId: string; photoConsent: boolean }) =>
      setPhotoConsent(childId, photoConsent),
    onSuccess: async (state) => {
      onDone(state);
      await queryClient.invalidateQueries({ queryKey: usersQueryKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });
}
