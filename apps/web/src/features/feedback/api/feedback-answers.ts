import {
  FeedbackAnswerResponseSchema,
  FeedbackAnswersResponseSchema,
  apiPath,
  apiPaths,
  type FeedbackAnswer,
  type FeedbackAnswers,
  type FeedbackCapture,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback_answers/{formId}: the form, the class's children and every answer. */
export async function getFeedbackAnswers(formId: string, signal?: AbortSignal): Promise<FeedbackAnswers> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackAnswers, { formId }), {
    auth: 'staff',
    schema: FeedbackAnswersResponseSchema,
    signal,
  });
  return result;
}

export function useFeedbackAnswers(formId: string) {
  return useQuery({
    queryKey: feedbackKeys.answers(formId),
    queryFn: ({ signal }) => getFeedbackAnswers(formId, signal),
  });
}

/** POST /api/feedback_answers/{formId}: a child's faces (or a family's paper answers). */
export async function captureFeedback(formId: string, input: FeedbackCapture): Promise<FeedbackAnswer> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackAnswers, { formId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: FeedbackAnswerResponseSchema,
  });
  return result;
}

export function useCaptureFeedback(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackCapture) => captureFeedback(formId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
