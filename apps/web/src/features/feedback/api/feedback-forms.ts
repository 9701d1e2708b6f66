import {
  FeedbackFormListResponseSchema,
  FeedbackFormResponseSchema,
  apiPath,
  apiPaths,
  type FeedbackForm,
  type FeedbackFormCreate,
  type FeedbackFormEdit,
} from '@cue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback_forms/{cycleId}: the cycle's parent, peer and self forms. */
export async function listFeedbackForms(cycleId: string, signal?: AbortSignal): Promise<FeedbackForm[]> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackForms, { cycleId }), {
    auth: 'staff',
    schema: FeedbackFormListResponseSchema,
    signal,
  });
  return result.forms;
}

export function useFeedbackForms(cycleId: string) {
  return useQuery({
    queryKey: feedbackKeys.forms(cycleId),
    queryFn: ({ signal }) => listFeedbackForms(cycleId, signal),
  });
}

/** POST /api/feedback_forms/{cycleId}: the cycle's form of a kind. */
export async function createFeedbackForm(cycleId: string, input: FeedbackFormCreate): Promise<FeedbackForm> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackForms, { cycleId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: FeedbackFormResponseSchema,
    // A repeat would be refused (one form per kind): no retries.
    retry: false,
  });
  return result;
}

/** PUT /api/feedback_form/{id}: the questions again. */
export async function updateFeedbackForm(id: string, input: FeedbackFormEdit): Promise<FeedbackForm> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackForm, { id }), {
    method: 'PUT',
    auth: 'staff',
    body: input,
    schema: FeedbackFormResponseSchema,
  });
  return result;
}

/** POST /api/feedback_form/{id}/send: to the families, or a reminder once sent. */
export async function sendFeedbackForm(id: string): Promise<FeedbackForm> {
  const { result } = await apiClient.request(apiPath(apiPaths.feedbackFormSend, { id }), {
    method: 'POST',
    auth: 'staff',
    schema: FeedbackFormResponseSchema,
    // A retried reminder would be counted twice.
    retry: false,
  });
  return result;
}

export function useCreateFeedbackForm(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackFormCreate) => createFeedbackForm(cycleId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function useUpdateFeedbackForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FeedbackFormEdit }) => updateFeedbackForm(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}

export function useSendFeedbackForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedbackForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
