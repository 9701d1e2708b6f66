import {
  MarkCueToolCallSavedResponseSchema,
  apiPath,
  apiPaths,
  type CueConversation,
  type MarkCueToolCallSavedInput,
} from '@cue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cueChatQueryKeys } from './cue-chat-query-keys';

/**
 * POST /api/cue_conversation/{classId}/saved: the card shows what it saved (records, an
 * announcement's draft, scheduled or published) after a reload too.
 */
export async function markToolCallSaved(
  classId: string,
  input: MarkCueToolCallSavedInput,
): Promise<Pick<CueConversation, 'saved_tool_calls' | 'saved_cards'>> {
  const { result } = await apiClient.request(apiPath(apiPaths.cueConversationSaved, { classId }), {
    method: 'POST',
    auth: 'staff',
    body: input,
    schema: MarkCueToolCallSavedResponseSchema,
  });
  return result;
}

export function useMarkToolCallSaved(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkCueToolCallSavedInput) => markToolCallSaved(classId, input),
    onSuccess: (saved) =>
      queryClient.setQueryData<CueConversation>(cueChatQueryKeys.conversation(classId), (cached) =>
        cached ? { ...cached, ...saved } : cached,
      ),
  });
}
