import type { AiSettings } from '../../../config.js';
import type { AssistantEngine } from './engine.js';
import { OfflineClassroomEngine } from './offline/offline-engine.js';

/** The engine the configuration asks for (AI_PROVIDER): offline by default, no network. */
export function createAssistantEngine(settings: AiSettings): AssistantEngine {
  switch (settings.provider) {
    case 'offline':
      return new OfflineClassroomEngine();
    case 'openai':
      // Replaced by the LLM engine (engine/llm/) as it lands.
      throw new Error('AI_PROVIDER=openai is not available yet');
  }
}
