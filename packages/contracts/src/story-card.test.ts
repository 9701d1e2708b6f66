import { describe, expect, it } from 'vitest';
import type { StoryToolArgs } from './assistant.js';
import { CreateStoryInputSchema } from './stories.js';
import { storyInputFromCard } from './story-card.js';
import { storyDocText } from './story-doc.js';

const id = (c: string) => c.repeat(24);

const card: StoryToolArgs = {
  class_id: id('1'),
  title: 'Aarav’s week',
  story_date: '2026-11-16',
  period: { from: '2026-11-16', to: '2026-11-20' },
  whole_class: false,
  students: [{ id: id('2'), name: 'Aarav Sharma' }],
  paragraphs: [
    { part: 'story', text: 'On Monday, Aarav drew his sunflower pot.', observation_ids: [id('3')] },
    { part: 'story', text: 'On Tuesday, Aarav jumped in puddles.', observation_ids: [id('4')] },
    { part: 'learning', text: 'Early literacy: “Aarav wrote an A.”', observation_ids: [id('3')] },
    { part: 'next_steps', text: 'What next: how will you build on it?', observation_ids: [] },
  ],
  observation_ids: [id('3'), id('4')],
  media_ids: [id('5')],
  is_saved: false,
};

describe('a Cue story card as a new story', () => {
  it("puts each part's paragraphs in that part's document and keeps the card's links", () => {
    const input = CreateStoryInputSchema.parse(storyInputFromCard(card));
    expect(input.status).toBe('draft');
    expect(storyDocText(input.story.story)).toBe(
      'On Monday, Aarav drew his sunflower pot.\nOn Tuesday, Aarav jumped in puddles.',
    );
    expect(input.story.story.content).toHaveLength(2);
    expect(storyDocText(input.story.learning)).toBe('Early literacy: “Aarav wrote an A.”');
    expect(storyDocText(input.story.next_steps)).toBe('What next: how will you build on it?');
    expect(input.story).toMatchObject({
      title: 'Aarav’s week',
      story_date: '2026-11-16',
      whole_class: false,
      student_ids: [id('2')],
      observation_ids: [id('3'), id('4')],
      media_ids: [id('5')],
      tag_ids: [],
    });
  });

  it('publishes when the teacher says so, with the title trimmed', () => {
    const input = CreateStoryInputSchema.parse(
      storyInputFromCard({ ...card, title: '  Seeds  ' }, 'published'),
    );
    expect(input.status).toBe('published');
    expect(input.story.title).toBe('Seeds');
  });

  it('names no child for a whole-class story, as the contract asks', () => {
    const input = CreateStoryInputSchema.parse(
      storyInputFromCard({ ...card, whole_class: true, students: [] }),
    );
    expect(input.story).toMatchObject({ whole_class: true, student_ids: [] });
  });
});
