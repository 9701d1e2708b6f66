import type { CreateStoryInput, Story } from '@cue/contracts';
import type { Actor } from '../auth/session.service.js';
import type { RequestKey } from '../request-receipts/request-key.js';

/**
 * What Cue needs of the stories module (decision 048): to save a story card as a draft. Declared
 * here, narrow, so the assistant depends on this one call and not on the module's insides.
 */
export interface StoryWriter {
  createStory(
    actor: Actor,
    classId: string,
    input: CreateStoryInput,
    requestKey?: RequestKey,
  ): Promise<Story>;
}
