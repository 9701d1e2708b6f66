import {
  AssessmentSchemeListResponseSchema,
  AssessmentSchemeResponseSchema,
  DeleteAssessmentResponseSchema,
  apiPath,
  apiPaths,
  type AssessmentScheme,
  type AssessmentSchemeInput,
} from '@cue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { assessmentSchemeKeys } from './assessment-keys';

/** GET /api/assessment_schemes/: the shipped schemes (PARAKH, CBSE) and the school's own. */
export async function getAssessmentSchemes(signal?: AbortSignal): Promise<AssessmentScheme[]> {
  const { result } = await apiClient.request(apiPaths.assessmentSchemes, {
    auth: 'staff',
    schema: AssessmentSchemeListResponseSchema,
    signal,
  });
  return result.schemes;
}

export const getAssessmentSchemesQueryOptions = () =>
  queryOptions({
    queryKey: assessmentSchemeKeys.list,
    queryFn: ({ signal }) => getAssessmentSchemes(signal),
  });

export function useAssessmentSchemes(enabled = true) {
  return useQuery({ ...getAssessmentSchemesQueryOptions(), enabled });
}

/** POST /api/assessment_schemes/: a school scheme (coordinators). */
export async function createAssessmentScheme(input: AssessmentSchemeInput): Promise<AssessmentScheme> {
  const { result } = await apiClient.request(apiPaths.assessmentSchemes, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: AssessmentSchemeResponseSchema,
    // Repeating a create would make a second scheme.
    retry: false,
  });
  return result;
}

/** PUT /api/assessment_schemes/{id}: the whole scheme; only its name while a cycle uses it (409). */
export async function updateAssessmentScheme(
  id: string,
  input: AssessmentSchemeInput,
): Promise<AssessmentScheme> {
  const { result } = await apiClient.request(apiPath(apiPaths.assessmentScheme, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: AssessmentSchemeResponseSchema,
  });
  return result;
}

/** DELETE /api/assessment_schemes/{id}: only while no cycle uses it (409). */
export async function deleteAssessmentScheme(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.assessmentScheme, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteAssessmentResponseSchema,
  });
}

export function useSaveAssessmentScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AssessmentSchemeInput }) =>
      id ? updateAssessmentScheme(id, input) : createAssessmentScheme(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentSchemeKeys.all }),
  });
}

export function useDeleteAssessmentScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessmentScheme,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentSchemeKeys.all }),
  });
}
