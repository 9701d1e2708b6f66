import {
  StudentDetailsResponseSchema,
  apiPath,
  apiPaths,
  type ArchiveStudentInput,
  type StudentDetails,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from './students-query-keys';

/** POST /api/student_archive/{id}: archive a child, or bring them back into a class. */
export async function archiveStudent({
  id,
  input,
}: {
  id: string;
  input: ArchiveStudentInput;
}): Promise<StudentDetails> {
  const { result } = await apiClient.request(apiPath(apiPaths.studentArchive, { studentId: id }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: StudentDetailsResponseSchema,
  });
  return result;
}

export function useArchiveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveStudent,
    onSuccess: (student) => {
      queryClient.setQueryData(studentsQueryKeys.details(student._id), student);
      return queryClient.invalidateQueries({ queryKey: studentsQueryKeys.all });
    },
  });
}
