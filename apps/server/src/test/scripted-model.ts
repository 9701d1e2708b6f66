import { afterEach, beforeEach, expect } from 'vitest';
import { LlmAssistantEngine, type LlmEngineOptions } from '../modules/assistant/engine/llm/llm-engine.js';
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from './scripted-openai-server.js';

/**
 * For an LLM engine test file: a fresh scripted model server for each test, checked after it (no
 * request the script did not expect, every scripted reply taken), and LLM engines pointed at it.
 */
export function scriptedModelPerTest() {
  let server: ScriptedOpenAiServer | undefined;
  beforeEach(async () => {
    server = await startScriptedOpenAiServer();
  });
  afterEach(async () => {
    expect(server!.unexpected).toEqual([]);
    expect(server!.pending).toBe(0);
    await server!.close();
  });
  return {
    get server(): ScriptedOpenAiServer {
      return server!;
    },
    /** An engine on this test's server, with no retries unless asked. */
    engine: (options: Partial<LlmEngineOptions> = {}) =>
      new LlmAssistantEngine({
        baseUrl: server!.baseUrl,
        model: 'scripted-model',
        maxRetries: 0,
        ...options,
      }),
  };
}
