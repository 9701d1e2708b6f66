import { createHash } from 'node:crypto';
import type { AssistantMode } from '@cue/contracts';
import { AIMessageChunk } from '@langchain/core/messages';
import { ChatOpenAICompletions } from '@langchain/openai';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../engine.js';
import type { DraftAnswer } from '../offline/draft-answer.js';
import { AnswerAssembler } from './answer-assembler.js';
import { ModelStalledError, ModelTooSlowError, withTimeouts } from './stream-timeouts.js';
import { llmNotesIn, type LlmNotes } from './notes.js';
import { nameResolver, pseudonymiseInstruction } from './privacy.js';
import { buildSupervisorGraph, type ModelsByMode, type SupervisorGraph } from './supervisor-graph.js';
import { pinnedAgent } from './tools.js';

/**
 * The LLM engine (AI_PROVIDER=openai): the supervisor graph over any OpenAI-compatible chat
 * completions server (OpenAI, Ollama, vLLM, llama.cpp), streamed to the teacher as it arrives.
 * What leaves the server is in decision 013. The engine never saves anything: its tool calls are
 * drafts the teacher reviews. Failures never throw out of `respond`: a stalled or unreachable
 * model ends the answer with a final message whose text says what happened and which carries no
 * tool call, so the socket layer shows it like any answer.
 */

export interface LlmEngineOptions {
  /** The server's OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none; a placeholder is sent then. */
  apiKey?: string;
  model: string;
  /**
   * Longest silence from the model before the answer ends with an error (default 30 s), counted
   * from the request's start too: a cold prompt must bring its first token within it.
   */
  idleTimeoutMs?: number;
  /** Longest a whole answer may take, every model call of it together (default 120 s). */
  totalTimeoutMs?: number;
  /** Retries of a failed request before the answer ends with an error (default 1). */
  maxRetries?: number;
  /** Answer length caps per mode: 'reasoning' may write more. */
  maxTokens?: Partial<Record<AssistantMode, number>>;
  /** Where failures are reported for operators (the teacher sees a plain sentence). */
  onModelError?: (error: unknown) => void;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
const DEFAULT_TOTAL_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_TOKENS: Record<AssistantMode, number> = { fast: 1_500, reasoning: 4_000 };
/** What OpenAI's client sends as a key when the server needs none (it refuses an empty one). */
const PLACEHOLDER_API_KEY = 'not-needed';

export class LlmAssistantEngine implements AssistantEngine {
  private readonly graph: SupervisorGraph;
  private readonly bounds: { idleMs: number; totalMs: number };

  constructor(private readonly options: LlmEngineOptions) {
    this.bounds = {
      idleMs: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
      totalMs: options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
    };
    const modelFor = (mode: AssistantMode) =>
      new ChatOpenAICompletions({
        model: options.model,
        apiKey: options.apiKey || PLACEHOLDER_API_KEY,
        configuration: { baseURL: options.baseUrl },
        streaming: true,
        // stream_options.include_usage is refused by some older local servers; we do not need it.
        streamUsage: false,
        maxRetries: options.maxRetries ?? 1,
        maxTokens: options.maxTokens?.[mode] ?? DEFAULT_MAX_TOKENS[mode],
      });
    const models: ModelsByMode = { fast: modelFor('fast'), reasoning: modelFor('reasoning') };
    this.graph = buildSupervisorGraph(models);
  }

  async *respond(request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<AssistantEvent> {
    const { context, mode } = request;
    const messageId = request.messageId ?? requestFingerprint(request);
    const { text, saidNames } = pseudonymiseInstruction(request.userInput.trim(), context);
    const assembler = new AnswerAssembler(messageId, mode, context, nameResolver(context, saidNames));

    // One controller for the model requests: the caller's abort, a stall and an early exit all end them.
    const controller = new AbortController();
    const stop = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) return;

    let failure: string | undefined;
    try {
      const stream = () =>
        this.graph.stream(
          {
            instruction: text,
            mode,
            context,
            pinned: pinnedAgent(request.requestedTools),
            route: undefined,
            userInput: request.userInput.trim(),
            ownAnswer: undefined,
          },
          { streamMode: ['messages', 'updates'], signal: controller.signal },
        );
      for await (const [kind, payload] of withTimeouts(stream, this.bounds, controller.signal)) {
        const own = kind === 'messages' ? undefined : ownAnswerMessage(payload);
        const [message, metadata] =
          kind === 'messages' ? (payload as [unknown, unknown]) : [own?.message, undefined];
        if (!AIMessageChunk.isInstance(message)) continue;
        const node =
          kind === 'messages' ? (metadata as { langgraph_node?: unknown }).langgraph_node : own?.node;
        for (const chunk of assembler.accept(message, node, { own: own !== undefined }))
          yield { type: 'chunk', chunk };
      }
    } catch (error) {
      if (signal?.aborted) return;
      this.options.onModelError?.(error);
      failure = explainFailure(error, llmNotesIn(context.language));
    } finally {
      signal?.removeEventListener('abort', stop);
      controller.abort();
    }
    if (signal?.aborted) return;

    const { chunks, message } = assembler.finish(failure);
    for (const chunk of chunks) yield { type: 'chunk', chunk };
    yield { type: 'final', message };
  }
}

/**
 * An agent's own answer (a story with nothing to write from or a child to ask about, a unit
 * request with no theme, a look back at days with nothing planned) as if the model had said it,
 * so it is assembled and validated like any answer. Undefined for every other update.
 */
function ownAnswerMessage(update: unknown): { node: string; message: AIMessageChunk } | undefined {
  const byNode = (update ?? {}) as Record<string, { ownAnswer?: DraftAnswer } | undefined>;
  const node = Object.keys(byNode).find((key) => byNode[key]?.ownAnswer);
  const answer = node ? byNode[node]!.ownAnswer : undefined;
  if (!node || !answer) return undefined;
  const message = new AIMessageChunk({
    content: answer.text,
    tool_call_chunks: answer.toolCalls.map((call, index) => ({
      type: 'tool_call_chunk' as const,
      name: call.name,
      args: JSON.stringify(call.args),
      id: `${node}_${index}`,
      index,
    })),
  });
  return { node, message };
}

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** The teacher's sentence for a failed model request, in her interface language. */
function explainFailure(error: unknown, notes: LlmNotes): string {
  if (error instanceof ModelStalledError && error.beforeFirstItem)
    return notes.neverStarted(seconds(error.idleMs));
  if (error instanceof ModelStalledError) return notes.stalled(seconds(error.idleMs));
  if (error instanceof ModelTooSlowError) return notes.tooSlow(seconds(error.totalMs));
  return notes.unreachable;
}

/** Without a message id from the caller, the same request always gets the same ids. */
function requestFingerprint(request: AssistantRequest): string {
  const { context } = request;
  return createHash('sha256')
    .update(['llm', context.classId, context.today, context.time, request.mode, request.userInput].join('\n'))
    .digest('hex')
    .slice(0, 24);
}
