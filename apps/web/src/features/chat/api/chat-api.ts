import {
  ChatMessagesResponseSchema,
  ChatSettingsResponseSchema,
  ChatThreadMessageResponseSchema,
  ChatThreadsResponseSchema,
  ChatUnreadResponseSchema,
  OkResponseSchema,
  apiPath,
  apiPaths,
  type ChatMessagePage,
  type ChatSettings,
  type ChatThread,
  type ChatThreadMessage,
  type ChatUnread,
} from '@cue/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Every key starts with 'chat': a realtime 'chat' event (ids only) refreshes them all. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  threads: ['chat', 'threads'] as const,
  unread: ['chat', 'unread'] as const,
  messages: (threadId: string) => ['chat', 'messages', threadId] as const,
  settings: ['chat', 'settings'] as const,
};

/** GET chat/threads/ with the active session (staff: their classes'; a parent: their own). */
export function useChatThreads() {
  return useQuery({
    queryKey: chatQueryKeys.threads,
    queryFn: async ({ signal }): Promise<{ threads: ChatThread[]; total_unread: number }> =>
      (await apiClient.request(apiPaths.chatThreads, { schema: ChatThreadsResponseSchema, signal })).result,
  });
}

/** GET chat/unread/: the top bar badge. */
export function useChatUnread(enabled = true) {
  return useQuery({
    queryKey: chatQueryKeys.unread,
    enabled,
    queryFn: async ({ signal }): Promise<ChatUnread> =>
      (await apiClient.request(apiPaths.chatUnread, { schema: ChatUnreadResponseSchema, signal })).result,
  });
}

/** A thread's messages, newest first, older pages on demand (cursor). */
export function useChatMessages(threadId: string) {
  return useInfiniteQuery({
    queryKey: chatQueryKeys.messages(threadId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ChatMessagePage> => {
      const base = apiPath(apiPaths.chatThreadMessages, { id: threadId });
      const url = pageParam ? `${base}?before=${pageParam}` : base;
      return (await apiClient.request(url, { schema: ChatMessagesResponseSchema, signal })).result;
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useSendChatMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { message: string; media_ids: string[] }): Promise<ChatThreadMessage> =>
      (
        await apiClient.request(apiPath(apiPaths.chatThreadMessages, { id: threadId }), {
          method: 'POST',
          body: input,
          schema: ChatThreadMessageResponseSchema,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.all }),
  });
}

export function useMarkChatRead(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      apiClient.request(apiPath(apiPaths.chatThreadRead, { id: threadId }), {
        method: 'POST',
        body: { message_id: messageId },
        schema: OkResponseSchema,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unread });
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads });
    },
  });
}

export function useRetractChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) =>
      apiClient.request(apiPath(apiPaths.chatMessageRetract, { id: messageId }), {
        method: 'POST',
        schema: OkResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.all }),
  });
}

export function useChatSettings(enabled: boolean) {
  return useQuery({
    queryKey: chatQueryKeys.settings,
    enabled,
    queryFn: async ({ signal }): Promise<ChatSettings> =>
      (
        await apiClient.request(apiPaths.chatSettings, {
          auth: 'staff',
          schema: ChatSettingsResponseSchema,
          signal,
        })
      ).result,
  });
}

export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChatSettings) =>
      (
        await apiClient.request(apiPaths.chatSettings, {
          method: 'POST',
          auth: 'staff',
          body: input,
          schema: ChatSettingsResponseSchema,
        })
      ).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeys.settings }),
  });
}
