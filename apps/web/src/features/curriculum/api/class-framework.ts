import {
  ClassFrameworkResponseSchema,
  apiPath,
  apiPaths,
  type ClassFramework,
  type CurriculumFrameworkKey,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { curriculumKeys } from './curriculum-query-keys';

/** PUT /api/class_curriculum/{classId}: the class's framework (null: none). */
export async function setClassFramework({
  classId,
  framework,
}: {
  classId: string;
  framework: CurriculumFrameworkKey | null;
}): Promise<ClassFramework> {
  const { result } = await apiClient.request(apiPath(apiPaths.classCurriculum, { classId }), {
    method: 'PUT',
    auth: 'staff',
    body: { framework },
    schema: ClassFrameworkResponseSchema,
    retry: false,
  });
  return result;
}

export function useSetClassFramework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClassFramework,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: curriculumKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['class'] }),
      ]),
  });
}
