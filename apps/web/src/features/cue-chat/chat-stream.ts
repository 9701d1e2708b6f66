import type { AssistantAgent, ChatMessage, ChatStreamEnd, ChatStreamResponse } from '@cue/contracts';

/*
 * The chat's answers as they arrive over the socket (spec section 4 "Chat"): a question waits
 * (loading, the pulsing dot), its answer streams in chunks (text and tool-call pieces), then the
 * final message replaces the streamed one, or the stream ends with an error. Pure, so the rules
 * are tested without a socket.
 */

/** One tool call while it streams: its pieces of JSON text joined in order. */
export interface StreamingToolCall {
  index: number;
  id: string | undefined;
  name: string | undefined;
  args: string;
}

export interface StreamingAnswer {
  id: string;
  content: string;
  agent: AssistantAgent;
  toolCalls: StreamingToolCall[];
}

/** A question asked in this screen (or an answer another tab asked for) and how it is going. */
export interface ChatTurn {
  /** The request id (ours, or the other tab's), or the answer's message id. */
  key: string;
  /** What the teacher typed; null for an answer another tab asked for. */
  question: string | null;
  isOwn: boolean;
  streaming: StreamingAnswer | null;
  final: ChatMessage | null;
  error: string | null;
}

export interface ChatStreamState {
  turns: ChatTurn[];
}

export const initialChatStreamState: ChatStreamState = { turns: [] };

export type ChatStreamAction =
  | { type: 'ask'; requestId: string; question: string }
  | { type: 'chunk'; payload: ChatStreamResponse }
  | { type: 'end'; payload: ChatStreamEnd }
  /** The server refused a question before answering (a socket `message` error). */
  | { type: 'refused'; error: string; requestId: string }
  /** The stored conversation now holds these messages: turns answered by them are dropped. */
  | { type: 'stored'; messageIds: ReadonlySet<string> };

export type ChatActivity = 'idle' | 'loading' | 'streaming';

const isPending = (turn: ChatTurn) => turn.final === null && turn.error === null;

function turnKeyOf(requestId: string | undefined, messageId: string | undefined): string {
  return requestId ?? `message:${messageId ?? ''}`;
}

/** Index of the turn an event belongs to: by request id, else by the answer's message id. */
function findTurn(turns: ChatTurn[], requestId: string | undefined, messageId: string | undefined): number {
  if (requestId) {
    const byRequest = turns.findIndex((turn) => turn.key === requestId);
    if (byRequest !== -1) return byRequest;
  }
  if (!messageId) return -1;
  return turns.findIndex(
    (turn) =>
      turn.key === `message:${messageId}` || turn.streaming?.id === messageId || turn.final?.id === messageId,
  );
}

function newForeignTurn(requestId: string | undefined, messageId: string | undefined): ChatTurn {
  return {
    key: turnKeyOf(requestId, messageId),
    question: null,
    isOwn: false,
    streaming: null,
    final: null,
    error: null,
  };
}

/** Adds a chunk's text and tool-call pieces to the answer being streamed. */
export function appendChunk(
  answer: StreamingAnswer | null,
  chunk: ChatStreamResponse['chunk'],
): StreamingAnswer {
  const current: StreamingAnswer = answer ?? {
    id: chunk.id,
    content: '',
    agent: chunk.additional_kwargs.agent,
    toolCalls: [],
  };
  const toolCalls = [...current.toolCalls];
  for (const piece of chunk.tool_call_chunks) {
    const at = toolCalls.findIndex((call) => call.index === piece.index);
    if (at === -1) {
      toolCalls.push({ index: piece.index, id: piece.id, name: piece.name, args: piece.args });
    } else {
      const call = toolCalls[at] as StreamingToolCall;
      toolCalls[at] = {
        ...call,
        id: call.id ?? piece.id,
        name: call.name ?? piece.name,
        args: call.args + piece.args,
      };
    }
  }
  toolCalls.sort((a, b) => a.index - b.index);
  return {
    ...current,
    content: current.content + chunk.content,
    agent: chunk.additional_kwargs.agent,
    toolCalls,
  };
}

export function chatStreamReducer(state: ChatStreamState, action: ChatStreamAction): ChatStreamState {
  switch (action.type) {
    case 'ask':
      return {
        turns: [
          ...state.turns,
          {
            key: action.requestId,
            question: action.question,
            isOwn: true,
            streaming: null,
            final: null,
            error: null,
          },
        ],
      };
    case 'chunk': {
      const { request_id: requestId, chunk } = action.payload;
      const turns = [...state.turns];
      let at = findTurn(turns, requestId, chunk.id);
      if (at === -1) {
        turns.push(newForeignTurn(requestId, chunk.id));
        at = turns.length - 1;
      }
      const turn = turns[at] as ChatTurn;
      // A chunk that arrives after the end (it cannot, but a reconnect may replay) changes nothing.
      if (!isPending(turn)) return state;
      turns[at] = { ...turn, streaming: appendChunk(turn.streaming, chunk) };
      return { turns };
    }
    case 'end': {
      const { request_id: requestId, message, error } = action.payload;
      const turns = [...state.turns];
      let at = findTurn(turns, requestId, message?.id);
      if (at === -1) {
        turns.push(newForeignTurn(requestId, message?.id));
        at = turns.length - 1;
      }
      const turn = turns[at] as ChatTurn;
      // The final message replaces everything streamed for it.
      turns[at] = message
        ? { ...turn, streaming: null, final: message, error: null }
        : { ...turn, error: error ?? '', final: null };
      return { turns };
    }
    case 'refused': {
      // The server's refusal names the question it answers.
      const at = state.turns.findIndex(
        (turn) => turn.isOwn && isPending(turn) && turn.key === action.requestId,
      );
      if (at === -1) return state;
      const turns = [...state.turns];
      turns[at] = { ...(turns[at] as ChatTurn), error: action.error };
      return { turns };
    }
    case 'stored': {
      // The stored conversation shows answered turns (question and answer) from now on; a failed
      // turn before the last stored answer is in the stored conversation as its question only.
      let lastStored = -1;
      state.turns.forEach((turn, index) => {
        if (turn.final && action.messageIds.has(turn.final.id)) lastStored = index;
      });
      if (lastStored === -1) return state;
      const turns = state.turns.filter(
        (turn, index) => index > lastStored || (turn.final === null && turn.error === null),
      );
      return { turns };
    }
  }
}

/** Idle, loading (waiting for the first chunk: the pulsing dot) or streaming. */
export function chatActivity(state: ChatStreamState): ChatActivity {
  const pending = state.turns.filter((turn) => turn.isOwn && isPending(turn));
  if (pending.length === 0) return 'idle';
  return pending.some((turn) => turn.streaming !== null) ? 'streaming' : 'loading';
}
