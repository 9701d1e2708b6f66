import type { AiSettings } from '../../../config.js';
import type { AssistantEngine } from './engine.js';
import { LlmAssistantEngine } from './llm/llm-engine.js';
import { OfflineClassroomEngine } from './offline/offline-engine.js';

export interface EngineHooks {
  /** Called with the underlying error when a model request fails or stalls (for the server log). */
  onModelError?: (error: unknown) => void;
}

/** The engine the configuration asks for (AI_PROVIDER): offline by default, no network. */
export function createAssistantEngine(settings: AiSettings, hooks: EngineHooks = {}): AssistantEngine {
  switch (settings.provider) {
    case 'offline':
      return new OfflineClassroomEngine();
    case 'openai':
      return new LlmAssistantEngine({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        model: settings.model,
        idleTimeoutMs: settings.idleTimeoutMs,
        totalTimeoutMs: settings.totalTimeoutMs,
        onModelError: hooks.onModelError,
      });
  }
}
