import {
  StudentDetailsResponseSchema,
  apiPath,
  apiPaths,
  type CreateStudentInput,
  type EditStudentInput,
  type StudentDetails,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from './students-query-keys';

export type SaveStudent = { id: null; input: CreateStudentInput } | { id: string; input: EditStudentInput };

/** POST /api/student/ (a new child) or /api/student_details/{id} (an edit). */
export async function saveStudent({ id, input }: SaveStudent): Promise<StudentDetails> {
  const path = id === null ? apiPaths.students : apiPath(apiPaths.studentDetails, { studentId: id });
  const { result } = await apiClient.request(path, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: StudentDetailsResponseSchema,
    // A repeated create would add the child twice.
    retry: id !== null,
  });
  return result;
}

export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudent,
    onSuccess: (student) => {
      queryClient.setQueryData(studentsQueryKeys.details(student._id), student);
      return queryClient.invalidateQueries({ queryKey: studentsQueryKeys.all });
    },
  });
}
