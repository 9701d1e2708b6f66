import { SaveAnnouncementResponseSchema, apiPath, apiPaths, type AnnouncementInput } from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from './announcements-query-keys';

/**
 * POST /api/announcement/ (create) or /api/announcement/{id} (update): a draft, sent now or
 * scheduled. Answers the announcement's id.
 */
export async function saveAnnouncement({
  id,
  input,
}: {
  id: string | null;
  input: AnnouncementInput;
}): Promise<string> {
  const path = id ? apiPath(apiPaths.announcementById, { id }) : apiPaths.createAnnouncement;
  const { result } = await apiClient.request(path, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: SaveAnnouncementResponseSchema,
    // Repeating a create would post the announcement twice.
    retry: false,
  });
  return result.id;
}

export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKeys.all }),
  });
}
