import { OkResponseSchema, apiPath, apiPaths } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from './announcements-query-keys';

/** DELETE /api/announcement/{id}: gone for everyone; a scheduled one never goes out. */
export async function deleteAnnouncement(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.announcementById, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: OkResponseSchema,
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all }),
  });
}
