import { ListAnnouncementsResponseSchema, apiPaths, type AnnouncementPage } from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announcementsQueryKeys } from './announcements-query-keys';

/** GET /api/parent_announcements/?student_id=: published announcements for the child's classes. */
export async function listParentAnnouncements(
  studentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  const query = new URLSearchParams({ student_id: studentId, page: String(page) });
  const { result } = await apiClient.request(`${apiPaths.parentAnnouncements}?${query.toString()}`, {
    auth: 'parent',
    schema: ListAnnouncementsResponseSchema,
    signal,
  });
  return result;
}

export const listParentAnnouncementsQueryOptions = (studentId: string, page: number) =>
  queryOptions({
    queryKey: announcementsQueryKeys.parentList(studentId, page),
    queryFn: ({ signal }) => listParentAnnouncements(studentId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useParentAnnouncements(studentId: string, page: number) {
  return useQuery(listParentAnnouncementsQueryOptions(studentId, page));
}
