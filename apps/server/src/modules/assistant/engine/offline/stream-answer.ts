import type { AssistantAgent, AssistantMode, AssistantToolCall, ChatMessageChunk } from '@cue/contracts';
import type { AssistantEvent } from '../engine.js';

/**
 * Streams a finished answer the way a model streams: text in small deltas, then each tool call
 * as `tool_call_chunks` whose `args` pieces concatenate to the call's JSON, then one final message
 * whose `tool_calls` replace the streamed ones. It yields to the event loop between chunks so a
 * socket can flush each one, and stops at once when the signal is aborted.
 */

export interface FinishedAnswer {
  messageId: string;
  agent: AssistantAgent;
  mode: AssistantMode;
  text: string;
  toolCalls: AssistantToolCall[];
}

/** Words per text delta and characters per argument piece: about what a model sends. */
const WORDS_PER_TEXT_CHUNK = 3;
const CHARACTERS_PER_ARGS_CHUNK = 48;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function textPieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_TEXT_CHUNK)
    pieces.push(words.slice(i, i + WORDS_PER_TEXT_CHUNK).join(''));
  return pieces;
}

function argsPieces(args: unknown): string[] {
  const json = JSON.stringify(args);
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += CHARACTERS_PER_ARGS_CHUNK)
    pieces.push(json.slice(i, i + CHARACTERS_PER_ARGS_CHUNK));
  return pieces;
}

export async function* streamAnswer(
  answer: FinishedAnswer,
  signal?: AbortSignal,
): AsyncGenerator<AssistantEvent> {
  const additional_kwargs = { agent: answer.agent, mode: answer.mode };
  const chunk = (
    content: string,
    tool_call_chunks: ChatMessageChunk['tool_call_chunks'],
  ): AssistantEvent => ({
    type: 'chunk',
    chunk: { id: answer.messageId, role: 'assistant', content, tool_call_chunks, additional_kwargs },
  });

  for (const piece of textPieces(answer.text)) {
    await nextTurn();
    if (signal?.aborted) return;
    yield chunk(piece, []);
  }
  for (const [index, call] of answer.toolCalls.entries()) {
    for (const [n, piece] of argsPieces(call.args).entries()) {
      await nextTurn();
      if (signal?.aborted) return;
      // Like a model: the first piece of a call carries its name and id, later ones only the index.
      yield chunk('', [
        n === 0 ? { name: call.name, id: call.id, index, args: piece } : { index, args: piece },
      ]);
    }
  }
  await nextTurn();
  if (signal?.aborted) return;
  yield {
    type: 'final',
    message: {
      id: answer.messageId,
      role: 'assistant',
      content: answer.text,
      tool_calls: answer.toolCalls,
      additional_kwargs,
    },
  };
}
