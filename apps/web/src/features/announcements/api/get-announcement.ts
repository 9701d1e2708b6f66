import { AnnouncementResponseSchema, apiPath, apiPaths, type Announcement } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from './announcements-query-keys';

/** GET /api/announcement/{id}: one announcement, for the edit form. */
export async function getAnnouncement(id: string, signal?: AbortSignal): Promise<Announcement> {
  const { result } = await apiClient.request(apiPath(apiPaths.announcementById, { id }), {
    auth: 'staff',
    schema: AnnouncementResponseSchema,
    signal,
  });
  return result;
}

export const getAnnouncementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: announcementsQueryKeys.detail(id),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
  });

export function useAnnouncement(id: string) {
  return useQuery(getAnnouncementQueryOptions(id));
}
