import {
  ChildFeedbackFormsResponseSchema,
  FeedbackAnswerResponseSchema,
  apiPath,
  apiPaths,
  type ChildFeedbackForm,
  type FeedbackAnswer,
  type FeedbackFamilyAnswer,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/child_feedback_forms/{studentId}: forms sent for the child's current cycles. */
export async function listChildFeedbackForms(
  studentId: string,
  signal?: AbortSignal,
): Promise<ChildFeedbackForm[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.childFeedbackForms, { studentId }), {
    auth: 'parent',
    schema: ChildFeedbackFormsResponseSchema,
    signal,
  });
  return result.forms;
}

export function useChildFeedbackForms(studentId: string) {
  return useQuery({
    queryKey: feedbackKeys.childForms(studentId),
    queryFn: ({ signal }) => listChildFeedbackForms(studentId, signal),
  });
}

/** PUT /api/child_feedback_answer/{formId}/{studentId}: the family's answers (again replaces them). */
export async function answerChildFeedback(
  formId: string,
  studentId: string,
  input: FeedbackFamilyAnswer,
): Promise<FeedbackAnswer> {
  const { result } = await apiClient.request(apiPath(apiPaths.childFeedbackAnswer, { formId, studentId }), {
    method: 'PUT',
    auth: 'parent',
    body: input,
    schema: FeedbackAnswerResponseSchema,
  });
  return result;
}

export function useAnswerChildFeedback(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, input }: { formId: string; input: FeedbackFamilyAnswer }) =>
      answerChildFeedback(formId, studentId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.childForms(studentId) }),
  });
}
