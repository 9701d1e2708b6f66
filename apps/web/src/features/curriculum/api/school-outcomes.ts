import {
  DeleteSchoolOutcomeResponseSchema,
  SchoolOutcomeResponseSchema,
  apiPath,
  apiPaths,
  type SchoolOutcome,
  type SchoolOutcomeEdit,
  type SchoolOutcomeInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { curriculumKeys } from './curriculum-query-keys';

/** POST /api/curriculum_outcomes/: the school adds an outcome under a competency. */
export async function addSchoolOutcome(input: SchoolOutcomeInput): Promise<SchoolOutcome> {
  const { result } = await apiClient.request(apiPaths.curriculumOutcomes, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: SchoolOutcomeResponseSchema,
    retry: false,
  });
  return result;
}

/** PATCH /api/curriculum_outcomes/{id}: its age band or words. */
export async function editSchoolOutcome({
  id,
  changes,
}: {
  id: string;
  changes: SchoolOutcomeEdit;
}): Promise<SchoolOutcome> {
  const { result } = await apiClient.request(apiPath(apiPaths.curriculumOutcome, { id }), {
    method: 'PATCH',
    auth: 'staff',
    body: changes,
    schema: SchoolOutcomeResponseSchema,
    retry: false,
  });
  return result;
}

/** DELETE /api/curriculum_outcomes/{id}: archived, gone from the tree. */
export async function removeSchoolOutcome(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.curriculumOutcome, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteSchoolOutcomeResponseSchema,
  });
}

function useOutcomeMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curriculumKeys.all }),
  });
}

export const useAddSchoolOutcome = () => useOutcomeMutation(addSchoolOutcome);
export const useEditSchoolOutcome = () => useOutcomeMutation(editSchoolOutcome);
export const useRemoveSchoolOutcome = () => useOutcomeMutation(removeSchoolOutcome);
