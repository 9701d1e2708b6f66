import { CueConversationResponseSchema, apiPath, apiPaths, type CueConversation } from '@cue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cueChatQueryKeys } from './cue-chat-query-keys';

/** GET /api/cue_conversation/{classId}: the teacher's questions and Cue's final answers, saved cards. */
export async function getCueConversation(classId: string, signal?: AbortSignal): Promise<CueConversation> {
  const { result } = await apiClient.request(apiPath(apiPaths.cueConversation, { classId }), {
    auth: 'staff',
    schema: CueConversationResponseSchema,
    signal,
  });
  return result;
}

export const getCueConversationQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: cueChatQueryKeys.conversation(classId),
    queryFn: ({ signal }) => getCueConversation(classId, signal),
  });

export function useCueConversation(classId: string) {
  return useQuery(getCueConversationQueryOptions(classId));
}
