import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PromptCache } from './prompt-cache.js';

/**
 * A real HTTP server on loopback that speaks the OpenAI chat-completions API, streamed as
 * server-sent events (`stream: true`) or as one JSON body, with answers scripted per test: each
 * request takes the next reply from a queue. Replies are lists of steps, so a test can split text
 * and tool-call arguments across chunks, send a malformed call, stall mid-stream (the response
 * stays open and silent until the client gives up or the server closes), or drop the TCP
 * connection mid-stream (as a crashing server or a proxy restart does). Every request body is
 * kept, so tests can assert what left the server.
 *
 * It also replays what the servers schools run really send (issue 18): llama.cpp's SSE comment
 * pings while it reads a long prompt and its `timings` (with the prompt tokens its cache reused,
 * counted by `prompt-cache.ts`), Ollama's tool calls sent whole, every one at index 0 or with no
 * index, and vLLM's first tool-call delta that names the tool with no `arguments` key. The first
 * chunk (the assistant role) is sent with the first text or call, as those servers do once the
 * prompt is read, so a step before it is time spent on the prompt.
 */

export type ScriptStep =
  /** A text delta. */
  | { kind: 'text'; text: string }
  /**
   * A tool-call delta: the first one of a call carries `id` and `name`, later ones only args. No
   * `index` sends none (older Ollama); no `args` sends no `arguments` key (vLLM's first delta).
   */
  | { kind: 'tool_call'; index?: number; id?: string; name?: string; args?: string }
  /** An SSE comment line (`: ping`), which a client must skip: llama.cpp's keep-alive. */
  | { kind: 'ping' }
  /** Waits before the next step. */
  | { kind: 'pause'; ms: number }
  /** Sends nothing more and never ends the response: a model that hangs. */
  | { kind: 'stall' }
  /** Closes the TCP connection at once, in the middle of the response: no end, no [DONE]. */
  | { kind: 'drop' };

export interface ScriptedReply {
  steps: ScriptStep[];
  /** The finish reason of the last chunk; 'tool_calls' when the steps hold a call. */
  finishReason?: 'stop' | 'tool_calls' | 'length';
  /** An HTTP error instead of an answer (e.g. 500, 401). */
  errorStatus?: number;
}

/** The request bodies the server received, parsed. */
export interface ReceivedChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
    [key: string]: unknown;
  };
  /** The raw body, for assertions on what text left the server. */
  raw: string;
  /** The prompt's rough token count, and how many of them an earlier request's prompt began with. */
  usage: PromptUsage;
}

export type PromptUsage = ReturnType<PromptCache['admit']>;

/** Splits text into `count` pieces of about equal length (never empty pieces). */
export function splitIntoPieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / Math.max(1, count)));
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
  return pieces;
}

/** Ready-made replies. */
export const scripted = {
  text(text: string, pieces = 3): ScriptedReply {
    return { steps: splitIntoPieces(text, pieces).map((piece) => ({ kind: 'text', text: piece })) };
  },
  /** One tool call whose JSON arguments arrive in `pieces` deltas (a string is sent as it is). */
  toolCall(name: string, args: unknown, options: { pieces?: number; id?: string; index?: number } = {}) {
    const json = typeof args === 'string' ? args : JSON.stringify(args);
    const index = options.index ?? 0;
    const id = options.id ?? `call_scripted_${index}`;
    const steps: ScriptStep[] = [{ kind: 'tool_call', index, id, name, args: '' }];
    for (const piece of splitIntoPieces(json, options.pieces ?? 4))
      steps.push({ kind: 'tool_call', index, args: piece });
    return { steps, finishReason: 'tool_calls' } satisfies ScriptedReply;
  },
  /** Text deltas (or a call's first pieces) and then silence. */
  stallAfter(reply: ScriptedReply): ScriptedReply {
    return { steps: [...reply.steps, { kind: 'stall' }] };
  },
  /** Text deltas (or a call's first pieces) and then the connection closes under the client. */
  dropAfter(reply: ScriptedReply): ScriptedReply {
    return { steps: [...reply.steps, { kind: 'drop' }] };
  },
  /** An HTTP error status (500, 429, ...) with an OpenAI-style error body. */
  error(status: number): ScriptedReply {
    return { steps: [], errorStatus: status };
  },
  /** A long prompt read for `ms` with a ping every `every` ms, then the reply: llama.cpp. */
  afterPings(ms: number, every: number, reply: ScriptedReply): ScriptedReply {
    const steps: ScriptStep[] = [];
    for (let waited = 0; waited < ms; waited += every)
      steps.push({ kind: 'pause', ms: Math.min(every, ms - waited) }, { kind: 'ping' });
    return { ...reply, steps: [...steps, ...reply.steps] };
  },
  /** Tool calls as Ollama streams them: each whole in one delta, at index 0 (or with no index). */
  ollamaToolCalls(
    calls: { name: string; args: unknown }[],
    options: { index: 'zero' | 'missing' } = { index: 'zero' },
  ): ScriptedReply {
    return {
      steps: calls.map((call, n) => ({
        kind: 'tool_call' as const,
        ...(options.index === 'zero' ? { index: 0 } : {}),
        id: `call_ollama_${n}`,
        name: call.name,
        args: JSON.stringify(call.args),
      })),
      finishReason: 'tool_calls',
    };
  },
  /** A tool call as vLLM streams it: a first delta with the name and no `arguments`, then pieces. */
  vllmToolCall(name: string, args: unknown, pieces = 4): ScriptedReply {
    const steps: ScriptStep[] = [{ kind: 'tool_call', index: 0, id: 'chatcmpl-tool-vllm0', name }];
    for (const piece of splitIntoPieces(JSON.stringify(args), pieces))
      steps.push({ kind: 'tool_call', index: 0, args: piece });
    return { steps, finishReason: 'tool_calls' };
  },
};

const CREATED = 1_780_000_000;

function sseChunk(
  model: string,
  delta: Record<string, unknown>,
  finishReason: string | null = null,
  extra: Record<string, unknown> = {},
) {
  const chunk = {
    id: 'chatcmpl-scripted',
    object: 'chat.completion.chunk',
    created: CREATED,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...extra,
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function streamReply(
  response: ServerResponse,
  model: string,
  reply: ScriptedReply,
  usage: PromptUsage,
  onHangUp: () => void,
) {
  let dropped = false;
  response.on('close', () => {
    if (!response.writableFinished && !dropped) onHangUp();
  });
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  let started = false;
  const start = () => {
    if (!started) response.write(sseChunk(model, { role: 'assistant', content: '' }));
    started = true;
  };
  for (const step of reply.steps) {
    if (response.destroyed) return;
    switch (step.kind) {
      case 'text':
        start();
        response.write(sseChunk(model, { content: step.text }));
        break;
      case 'tool_call': {
        start();
        const call: Record<string, unknown> = { function: {} };
        if (step.index !== undefined) call.index = step.index;
        if (step.id) Object.assign(call, { id: step.id, type: 'function' });
        if (step.name) (call.function as Record<string, unknown>).name = step.name;
        if (step.args !== undefined) (call.function as Record<string, unknown>).arguments = step.args;
        response.write(sseChunk(model, { tool_calls: [call] }));
        break;
      }
      case 'ping':
        response.write(': ping\n\n');
        break;
      case 'pause':
        await delay(step.ms);
        break;
      case 'stall':
        return; // Leave the response open: the client must time out on its own.
      case 'drop':
        dropped = true;
        response.socket?.destroy();
        return;
    }
    // A real server flushes deltas over time; a turn between them keeps them separate chunks.
    await delay(1);
  }
  start();
  const hasCall = reply.steps.some((s) => s.kind === 'tool_call');
  // llama.cpp's last chunk says how much of the prompt it read and how much its cache held.
  const timings = { prompt_n: usage.promptTokens - usage.cachedTokens, cache_n: usage.cachedTokens };
  response.write(sseChunk(model, {}, reply.finishReason ?? (hasCall ? 'tool_calls' : 'stop'), { timings }));
  response.end('data: [DONE]\n\n');
}

function completeReply(response: ServerResponse, model: string, reply: ScriptedReply) {
  if (reply.steps.some((s) => s.kind === 'stall')) return; // Never answers.
  if (reply.steps.some((s) => s.kind === 'drop')) {
    response.socket?.destroy();
    return;
  }
  const content = reply.steps.flatMap((s) => (s.kind === 'text' ? [s.text] : [])).join('');
  const calls = new Map<
    number,
    { id: string; type: 'function'; function: { name: string; arguments: string } }
  >();
  for (const step of reply.steps) {
    if (step.kind !== 'tool_call') continue;
    const call = calls.get(step.index ?? 0) ?? {
      id: step.id ?? `call_${step.index ?? 0}`,
      type: 'function' as const,
      function: { name: '', arguments: '' },
    };
    if (step.name) call.function.name = step.name;
    call.function.arguments += step.args ?? '';
    calls.set(step.index ?? 0, call);
  }
  const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: CREATED,
      model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: content || null,
            ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
          },
          finish_reason: reply.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
        },
      ],
    }),
  );
}

export async function startScriptedOpenAiServer() {
  const queue: ScriptedReply[] = [];
  const requests: ReceivedChatRequest[] = [];
  const unexpected: string[] = [];
  const promptCache = new PromptCache();
  /** Streams the client closed before they ended (an abort or a timeout on its side). */
  let hangUps = 0;

  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const path = request.url ?? '';
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      unexpected.push(`${request.method} ${path}`);
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `No route ${path}`, type: 'not_found' } }));
      return;
    }
    const body = JSON.parse(raw) as ReceivedChatRequest['body'];
    const usage = promptCache.admit(body);
    requests.push({ path, authorization: request.headers.authorization, body, raw, usage });
    const reply = queue.shift();
    if (!reply) {
      unexpected.push(`no scripted reply for request ${requests.length}`);
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'No scripted reply left', type: 'server_error' } }));
      return;
    }
    if (reply.errorStatus) {
      response.writeHead(reply.errorStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'Scripted failure', type: 'server_error' } }));
      return;
    }
    const model = body.model ?? 'scripted-model';
    if (body.stream) void streamReply(response, model, reply, usage, () => (hangUps += 1));
    else completeReply(response, model, reply);
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => handle(request, response, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** What an OpenAI client takes as its base URL. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Requests the script did not expect (unknown paths, more requests than replies). */
    unexpected,
    /** Queues the replies for the next requests, in order. */
    enqueue(...replies: ScriptedReply[]) {
      queue.push(...replies);
    },
    /** How many streams the client hung up on before they ended. */
    get hangUps() {
      return hangUps;
    },
    /** Replies not yet taken. */
    get pending() {
      return queue.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ScriptedOpenAiServer = Awaited<ReturnType<typeof startScriptedOpenAiServer>>;
