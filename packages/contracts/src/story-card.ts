import type { StoryPart, StoryToolArgs } from './assistant.js';
import type { CreateStoryInput, StoryStatus } from './stories.js';
import { storyDocFromText } from './story-doc.js';

/** What of Cue's story card makes the story (the web's card and a voice command's alike). */
export type StoryCardFields = Pick<
  StoryToolArgs,
  'title' | 'story_date' | 'whole_class' | 'students' | 'paragraphs' | 'media_ids' | 'observation_ids'
>;

/**
 * A Cue story card as the stories contract's new story (decision 048): each part's paragraphs
 * become that part's document, one paragraph each; the children, photos and observations go as
 * the card has them; no tags (the teacher adds them in the editor). The chat's Save and a voice
 * command (always a draft) both send this.
 */
export function storyInputFromCard(card: StoryCardFields, status: StoryStatus = 'draft'): CreateStoryInput {
  const part = (name: StoryPart) =>
    storyDocFromText(
      card.paragraphs
        .filter((paragraph) => paragraph.part === name)
        .map((paragraph) => paragraph.text)
        .join('\n'),
    );
  return {
    story: {
      title: card.title.trim(),
      story_date: card.story_date,
      story: part('story'),
      learning: part('learning'),
      next_steps: part('next_steps'),
      media_ids: card.media_ids,
      whole_class: card.whole_class,
      student_ids: card.whole_class ? [] : card.students.map((student) => student.id),
      tag_ids: [],
      observation_ids: card.observation_ids,
    },
    status,
  };
}
