import {
  AssessmentCycleListResponseSchema,
  AssessmentCycleResponseSchema,
  AssessmentCyclesCreatedResponseSchema,
  DeleteAssessmentResponseSchema,
  apiPath,
  apiPaths,
  type AssessmentCycle,
  type AssessmentCycleCreate,
  type AssessmentCycleEdit,
} from '@cue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { assessmentCycleKeys, assessmentSchemeKeys } from './assessment-keys';

/** GET /api/assessment_cycles/{classId}: the class's cycles (terms) by start date, with their phase. */
export async function getClassAssessmentCycles(
  classId: string,
  signal?: AbortSignal,
): Promise<AssessmentCycle[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.classAssessmentCycles, { classId }), {
    auth: 'staff',
    schema: AssessmentCycleListResponseSchema,
    signal,
  });
  return result.cycles;
}

export const getClassAssessmentCyclesQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: assessmentCycleKeys.ofClass(classId),
    queryFn: ({ signal }) => getClassAssessmentCycles(classId, signal),
  });

export function useClassAssessmentCycles(classId: string | null | undefined) {
  return useQuery({ ...getClassAssessmentCyclesQueryOptions(classId ?? ''), enabled: Boolean(classId) });
}

/** POST /api/assessment_cycles/: one term for several classes at once (all or nothing). */
export async function createAssessmentCycles(input: AssessmentCycleCreate): Promise<AssessmentCycle[]> {
  const { result } = await apiClient.request(apiPaths.assessmentCycles, {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: AssessmentCyclesCreatedResponseSchema,
    retry: false,
  });
  return result.cycles;
}

/** PUT /api/assessment_cycle/{id}: a new name or dates (the scheme is fixed). */
export async function updateAssessmentCycle(
  id: string,
  input: AssessmentCycleEdit,
): Promise<AssessmentCycle> {
  const { result } = await apiClient.request(apiPath(apiPaths.assessmentCycle, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: AssessmentCycleResponseSchema,
  });
  return result;
}

/** DELETE /api/assessment_cycle/{id}: only while nothing was judged in it (409). */
export async function deleteAssessmentCycle(id: string): Promise<void> {
  await apiClient.request(apiPath(apiPaths.assessmentCycle, { id }), {
    method: 'DELETE',
    auth: 'staff',
    schema: DeleteAssessmentResponseSchema,
  });
}

/** A cycle write changes the cycles and which schemes are in use. */
function useInvalidateCycles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assessmentCycleKeys.all }),
      queryClient.invalidateQueries({ queryKey: assessmentSchemeKeys.all }),
    ]);
}

export function useCreateAssessmentCycles() {
  const invalidate = useInvalidateCycles();
  return useMutation({ mutationFn: createAssessmentCycles, onSuccess: invalidate });
}

export function useUpdateAssessmentCycle() {
  const invalidate = useInvalidateCycles();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AssessmentCycleEdit }) =>
      updateAssessmentCycle(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteAssessmentCycle() {
  const invalidate = useInvalidateCycles();
  return useMutation({ mutationFn: deleteAssessmentCycle, onSuccess: invalidate });
}
