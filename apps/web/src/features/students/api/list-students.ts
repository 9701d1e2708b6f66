import { StudentPageResponseSchema, apiPaths, type StudentListQuery, type StudentPage } from '@cue/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from './students-query-keys';

/** GET /api/student/: a page of the school's children (search, class, archived too). */
export async function listStudents(query: StudentListQuery, signal?: AbortSignal): Promise<StudentPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const { result } = await apiClient.request(`${apiPaths.students}${search}`, {
    auth: 'staff',
    schema: StudentPageResponseSchema,
    signal,
  });
  return result;
}

export const listStudentsQueryOptions = (query: StudentListQuery) =>
  queryOptions({
    queryKey: studentsQueryKeys.list(query),
    queryFn: ({ signal }) => listStudents(query, signal),
    // Typing in the search box keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useStudents(query: StudentListQuery) {
  return useQuery(listStudentsQueryOptions(query));
}
