import { StudentDetailsResponseSchema, apiPath, apiPaths, type StudentDetails } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from './students-query-keys';

/** GET /api/student_details/{id}: the child's details, guardians, pickup adults and history. */
export async function getStudent(id: string, signal?: AbortSignal): Promise<StudentDetails> {
  const { result } = await apiClient.request(apiPath(apiPaths.studentDetails, { studentId: id }), {
    auth: 'staff',
    schema: StudentDetailsResponseSchema,
    signal,
  });
  return result;
}

export const getStudentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studentsQueryKeys.details(id),
    queryFn: ({ signal }) => getStudent(id, signal),
  });

export function useStudent(id: string | null) {
  return useQuery({ ...getStudentQueryOptions(id ?? ''), enabled: id !== null });
}
