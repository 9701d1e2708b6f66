import {
  StudentDetailsResponseSchema,
  apiPath,
  apiPaths,
  type MoveStudentInput,
  type StudentDetails,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { studentsQueryKeys } from './students-query-keys';

/** POST /api/student_move/{id}: to another class from a date; the history is kept. */
export async function moveStudent({
  id,
  input,
}: {
  id: string;
  input: MoveStudentInput;
}): Promise<StudentDetails> {
  const { result } = await apiClient.request(apiPath(apiPaths.studentMove, { studentId: id }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: StudentDetailsResponseSchema,
  });
  return result;
}

export function useMoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveStudent,
    onSuccess: (student) => {
      queryClient.setQueryData(studentsQueryKeys.details(student._id), student);
      return queryClient.invalidateQueries({ queryKey: studentsQueryKeys.all });
    },
  });
}
