import type { Story, StorySummary } from '@cue/contracts';
import { storyDocFromText } from '@cue/contracts';

export const TEST_CLASS_ID = '65a0000000000000000000c1';
export const TEST_AARAV = { _id: '65a000000000000000000011', first_name: 'Aarav', last_name: 'Sharma' };
export const TEST_TAG = {
  _id: '65a0000000000000000000a1',
  name: 'Taking an interest',
  set_name: 'Learning dispositions',
};

/** A story as a list shows it (tests only). */
export const testStorySummary = (n: number, change: Partial<StorySummary> = {}): StorySummary => ({
  _id: `65a0000000000000000004${String(n).padStart(2, '0')}`,
  kind: 'teacher',
  class_id: TEST_CLASS_ID,
  class_name: 'Nursery A',
  title: `Story ${n}`,
  story_date: '2026-11-19',
  status: 'published',
  whole_class: false,
  students: [TEST_AARAV],
  tags: [TEST_TAG],
  cover: null,
  excerpt: `Excerpt ${n}…`,
  word_count: 100,
  reading_minutes: 1,
  author: { _id: '65a0000000000000000000f1', name: 'Priya Nair', kind: 'staff' },
  comment_count: 0,
  published_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-19T10:00:00.000Z',
  ...change,
});

/** A whole story as the reader gets it (tests only). */
export const testStory = (n: number, change: Partial<Story> = {}): Story => ({
  ...testStorySummary(n),
  story: storyDocFromText('Aarav planted sunflower seeds.'),
  learning: storyDocFromText('He is curious about how plants grow.'),
  next_steps: storyDocFromText('We will measure the seedlings each week.'),
  media: [],
  observations: [],
  comments: [],
  version: 1,
  submitted_at: null,
  review_note: null,
  can_edit: false,
  can_publish: false,
  can_delete: false,
  ...change,
});

export const testStoryPage = (stories: StorySummary[], pageNumber = 1, hasMore = false) => ({
  result: {
    stories,
    page_number: pageNumber,
    page_size: 20,
    total_count: stories.length,
    has_more: hasMore,
  },
});
