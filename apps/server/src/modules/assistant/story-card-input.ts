import {
  storyDocFromText,
  storyParts,
  type CreateStoryInput,
  type Story,
  type StoryDoc,
  type StoryToolArgs,
} from '@cue/contracts';
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

/**
 * A story card as the stories contract's new story: each part's paragraphs become that part's
 * document, one paragraph each; the children, photos and observations go as the card has them.
 * A Cue command saves it as a draft for the teacher to review (never published by voice).
 */
export function storyInputFromCard(card: StoryToolArgs): CreateStoryInput {
  const part = Object.fromEntries(
    storyParts.map((name) => [
      name,
      storyDocFromText(
        card.paragraphs
          .filter((paragraph) => paragraph.part === name)
          .map((paragraph) => paragraph.text)
          .join('\n'),
      ),
    ]),
  ) as Record<(typeof storyParts)[number], StoryDoc>;
  return {
    story: {
      title: card.title,
      story_date: card.story_date,
      story: part.story,
      learning: part.learning,
      next_steps: part.next_steps,
      media_ids: card.media_ids,
      whole_class: card.whole_class,
      student_ids: card.whole_class ? [] : card.students.map((student) => student.id),
      tag_ids: [],
      observation_ids: card.observation_ids,
    },
    status: 'draft',
  };
}
