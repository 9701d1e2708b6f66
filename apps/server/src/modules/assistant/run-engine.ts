import type { AssistantToolCall, ChatMessage, ChatMessageChunk } from '@cue/contracts';
import type { AssistantEngine, AssistantRequest } from './engine/engine.js';
import { validateToolCall } from './engine/validate-tool-call.js';

/** Why an answer did not finish, in words a teacher can read (the engine's own errors are logged). */
export const engineFailures = {
  timedOut: 'Cue took too long to answer. Please try again.',
  cancelled: 'The request was cancelled.',
  incomplete: 'Cue stopped before finishing its answer. Please try again.',
  failed: 'Cue could not answer right now. Please try again.',
} as const;

export class EngineRunError extends Error {
  constructor(
    message: string,
    readonly reason: keyof typeof engineFailures,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export interface RunEngineOptions {
  /** Aborted when the asker goes away (the socket disconnected). */
  signal?: AbortSignal;
  /** The longest wait for the engine's next chunk; a stalled engine ends with an error. */
  idleTimeoutMs: number;
  onChunk?: (chunk: ChatMessageChunk) => void;
  /** Tool calls the last gate removed, with why (for the log). */
  onDroppedCall?: (name: string, reason: string) => void;
}

type Next<T> = { kind: 'next'; result: IteratorResult<T> } | { kind: 'timeout' } | { kind: 'aborted' };

/**
 * Runs an engine to its final message with an idle timeout and cancellation, and re-validates
 * every final tool call against its schema and the roster (whichever engine answered). The engine
 * sees an aborted signal once the answer is no longer wanted, so a model's stream is closed.
 */
export async function runEngine(
  engine: AssistantEngine,
  request: AssistantRequest,
  options: RunEngineOptions,
): Promise<ChatMessage> {
  const controller = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) throw new EngineRunError(engineFailures.cancelled, 'cancelled');
  outer?.addEventListener('abort', onOuterAbort, { once: true });

  const iterator = engine.respond(request, controller.signal)[Symbol.asyncIterator]();
  const stop = () => {
    controller.abort();
    // A stalled generator cannot return until its pending await settles; do not wait for it.
    void Promise.resolve()
      .then(() => iterator.return?.())
      .catch(() => undefined);
  };
  const aborted = new Promise<Next<never>>((resolve) => {
    controller.signal.addEventListener('abort', () => resolve({ kind: 'aborted' }), { once: true });
  });
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const next = await Promise.race<Next<Awaited<ReturnType<typeof iterator.next>>['value']>>([
        iterator.next().then((result) => ({ kind: 'next' as const, result })),
        new Promise<Next<never>>((resolve) => {
          timer = setTimeout(() => resolve({ kind: 'timeout' }), options.idleTimeoutMs);
        }),
        aborted,
      ]).catch((error: unknown) => {
        throw new EngineRunError(engineFailures.failed, 'failed', error);
      });
      clearTimeout(timer);
      if (next.kind === 'timeout') {
        stop();
        throw new EngineRunError(engineFailures.timedOut, 'timedOut');
      }
      if (next.kind === 'aborted') {
        stop();
        throw new EngineRunError(engineFailures.cancelled, 'cancelled');
      }
      if (next.result.done) throw new EngineRunError(engineFailures.incomplete, 'incomplete');
      const event = next.result.value;
      if (event.type === 'chunk') {
        options.onChunk?.(event.chunk);
        continue;
      }
      stop();
      return checkedFinal(event.message, request, options.onDroppedCall);
    }
  } finally {
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/** The final message as it may leave the server: valid calls only, no streamed pieces. */
function checkedFinal(
  message: ChatMessage,
  request: AssistantRequest,
  onDroppedCall: RunEngineOptions['onDroppedCall'],
): ChatMessage {
  const calls: AssistantToolCall[] = [];
  const notes: string[] = [];
  for (const call of message.tool_calls) {
    const checked = validateToolCall(call, request.context);
    if (checked.ok) calls.push(checked.call);
    else {
      onDroppedCall?.(call.name, checked.reason);
      notes.push(`(I left part of this answer out: ${checked.reason})`);
    }
  }
  const content =
    notes.length > 0 && typeof message.content === 'string'
      ? [message.content, ...notes].filter(Boolean).join('\n')
      : message.content;
  return { ...message, role: 'assistant', content, tool_calls: calls, tool_call_chunks: [] };
}
