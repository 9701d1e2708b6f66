import {
  chatWithCueEvents,
  type ChatStreamEnd,
  type ChatStreamResponse,
  type CueConversation,
  type SocketErrorMessage,
} from '@cue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { apiClient } from '../../../lib/api-client';
import { tokenPairOf } from '../../../lib/session-store';
import { useRealtimeSocket } from '../../../lib/socket';
import { cueChatQueryKeys } from '../api/cue-chat-query-keys';
import { useCueConversation } from '../api/get-cue-conversation';
import { chatActivity, chatStreamReducer, initialChatStreamState } from '../chat-stream';
import { canSend, chatWithCueRequest, type ChatQuestion } from '../chat-request';

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The chat of one class: the stored conversation (GET on open), the answers streaming over the
 * socket — ours and those another tab of the same teacher asked for in this conversation — and
 * sending a question.
 */
export function useCueChat({
  classId,
  userId,
  userName,
}: {
  classId: string;
  userId: string;
  userName: string;
}) {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();
  const conversation = useCueConversation(classId);
  const [state, dispatch] = useReducer(chatStreamReducer, initialChatStreamState);
  const ownRequests = useRef(new Set<string>());
  const conversationId = useRef<string | null>(null);
  const storedConversationId = conversation.data?.conversation_id ?? null;
  useEffect(() => {
    conversationId.current = storedConversationId;
  }, [storedConversationId]);

  useEffect(() => {
    if (!socket) return;
    const belongsHere = (payload: { request_id?: string | undefined; conversation_id: string }) =>
      (payload.request_id !== undefined && ownRequests.current.has(payload.request_id)) ||
      (conversationId.current !== null && payload.conversation_id === conversationId.current);
    const onChunk = (payload: ChatStreamResponse) => {
      if (belongsHere(payload)) dispatch({ type: 'chunk', payload });
    };
    const onEnd = (payload: ChatStreamEnd) => {
      if (belongsHere(payload)) dispatch({ type: 'end', payload });
      // The stored conversation now holds the question and the answer (another tab's too: a
      // first question of this class in another tab is how this one learns the conversation).
      if (payload.message) {
        void queryClient.invalidateQueries({ queryKey: cueChatQueryKeys.conversation(classId) });
      }
    };
    const onMessage = (payload: SocketErrorMessage) => {
      // The toast is shown by the realtime connection; the question it names ends here.
      if (payload?.event === chatWithCueEvents.ask && payload.request_id && payload.error) {
        dispatch({ type: 'refused', error: payload.error, requestId: payload.request_id });
      }
    };
    socket.on(chatWithCueEvents.streamResponse, onChunk);
    socket.on(chatWithCueEvents.streamEnd, onEnd);
    socket.on('message', onMessage);
    return () => {
      socket.off(chatWithCueEvents.streamResponse, onChunk);
      socket.off(chatWithCueEvents.streamEnd, onEnd);
      socket.off('message', onMessage);
    };
  }, [socket, queryClient, classId]);

  // Answers now in the stored conversation are shown from it (no answer twice).
  const stored = conversation.data;
  useEffect(() => {
    if (stored) dispatch({ type: 'stored', messageIds: storedIds(stored) });
  }, [stored]);

  // Pruned during render as well: between the stored conversation's arrival and the effect, the
  // question and answer would otherwise show twice for a frame (once stored, once streamed).
  const turns = useMemo(
    () =>
      stored
        ? chatStreamReducer(state, { type: 'stored', messageIds: storedIds(stored) }).turns
        : state.turns,
    [state, stored],
  );
  const activity = chatActivity(state);

  const send = useCallback(
    async (question: Omit<ChatQuestion, 'classId'>): Promise<boolean> => {
      if (!socket || !canSend(question.userInput) || activity !== 'idle') return false;
      const requestId = newRequestId();
      ownRequests.current.add(requestId);
      dispatch({ type: 'ask', requestId, question: question.userInput.trim() });
      const session = await apiClient.ensureFreshSession().catch(() => null);
      const token = session ? (tokenPairOf(session, 'staff')?.access_token ?? '') : '';
      socket.emit(
        chatWithCueEvents.ask,
        chatWithCueRequest({ ...question, classId }, { token, userId, userName }, requestId),
      );
      return true;
    },
    [socket, activity, classId, userId, userName],
  );

  return {
    conversation,
    turns,
    activity,
    isConnected: socket !== null,
    send,
  };
}

function storedIds(conversation: CueConversation): ReadonlySet<string> {
  return new Set(conversation.messages.map((message) => message.id));
}
