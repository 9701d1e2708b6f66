import { afterAll, beforeAll } from 'vitest';
import type { ChatStreamEnd } from '@cue/contracts';
import { chatPayload } from './assistant.js';
import { nurseryA as openNurseryA } from './demo.js';
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from './scripted-openai-server.js';
import { collect, connectSocket, eventually, type TestSocket } from './socket-client.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Cue's chat over a scripted OpenAI-compatible model, for a describe block: the app with the LLM
 * engine pointed at the loopback model, Priya signed in to Nursery A with her socket open, and
 * `ask` (send a chat question, wait for its stream end). Registers its own beforeAll/afterAll;
 * read the fields inside tests (they are set once beforeAll has run).
 */
export interface ScriptedCueChat {
  t: TestApp;
  model: ScriptedOpenAiServer;
  nurseryA: Awaited<ReturnType<typeof openNurseryA>>;
  socket: TestSocket;
  ends: ChatStreamEnd[];
  ask(input: string, requestId: string): Promise<NonNullable<ChatStreamEnd['message']>>;
  /** The tool names the model was offered in its `request`th request, sorted. */
  toolsOf(request: number): string[];
}

export function useScriptedCueChat(): ScriptedCueChat {
  const chat = {} as ScriptedCueChat;
  beforeAll(async () => {
    chat.model = await startScriptedOpenAiServer();
    chat.t = await createTestApp({
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: chat.model.baseUrl, AI_MODEL: 'scripted-model' },
    });
    chat.nurseryA = await openNurseryA(chat.t.app);
    chat.socket = await connectSocket(chat.t.app, chat.nurseryA.token);
    chat.ends = collect(chat.socket, 'chat-with-cue-stream-end');
  });
  afterAll(async () => {
    chat.socket.close();
    await chat.t.close();
    await chat.model.close();
  });
  chat.ask = async (input, requestId) => {
    const { t, nurseryA, socket, ends } = chat;
    socket.emit('chat-with-cue', chatPayload(t, nurseryA.token, nurseryA.schoolClass._id, input, requestId));
    await eventually(() => ends.some((end) => end.request_id === requestId), 10_000);
    return ends.find((end) => end.request_id === requestId)!.message!;
  };
  chat.toolsOf = (request) =>
    (chat.model.requests[request]?.body.tools ?? []).map((tool) => tool.function.name).sort();
  return chat;
}
