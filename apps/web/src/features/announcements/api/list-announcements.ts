import {
  ListAnnouncementsResponseSchema,
  apiPaths,
  type AnnouncementPage,
  type AnnouncementStatus,
} from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from './announcements-query-keys';

/** GET /api/announcements/?status=&page=: what the staff member sees, newest first, 20 a page. */
export async function listAnnouncements(
  status: AnnouncementStatus | null,
  page: number,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  const query = new URLSearchParams({ page: String(page), ...(status && { status }) });
  const { result } = await apiClient.request(`${apiPaths.announcements}?${query.toString()}`, {
    auth: 'staff',
    schema: ListAnnouncementsResponseSchema,
    signal,
  });
  return result;
}

export const listAnnouncementsQueryOptions = (status: AnnouncementStatus | null, page: number) =>
  queryOptions({
    queryKey: announcementsQueryKeys.staffList(status, page),
    queryFn: ({ signal }) => listAnnouncements(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAnnouncements(status: AnnouncementStatus | null, page: number) {
  return useQuery(listAnnouncementsQueryOptions(status, page));
}
