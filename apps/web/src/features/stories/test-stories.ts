import type { Story, StorySummary } from '@cue/contracts';

export const TEST_CLASS_ID = '65a0000000000000000000c1';
export const AARAV_ID = '65a000000000000000000011';
export const DIYA_ID = '65a000000000000000000012';
export const STORY_ID = '65a000000000000000000501';

/** A story summary as the server answers it (tests only). */
export const testStorySummary = (n: number, change: Partial<StorySummary> = {}): StorySummary => ({
  _id: `65a0000000000000000005${String(n).padStart(2, '0')}`,
  kind: 'teacher',
  class_id: TEST_CLASS_ID,
  class_name: 'Nursery A',
  title: `Story ${n}`,
  story_date: '2026-11-12',
  status: 'draft',
  whole_class: false,
  students: [{ _id: AARAV_ID, first_name: 'Aarav', last_name: 'Sharma' }],
  tags: [],
  cover: null,
  excerpt: 'He built a tower',
  word_count: 300,
  reading_minutes: 2,
  author: { _id: '65a0000000000000000000f1', name: 'Priya Nair', kind: 'staff' },
  comment_count: 0,
  published_at: null,
  updated_at: '2026-11-12T09:00:00.000Z',
  ...change,
});

/** A whole story as GET/PUT story/{id} answers it (tests only). */
export const testStory = (change: Partial<Story> = {}): Story => ({
  ...testStorySummary(1),
  _id: STORY_ID,
  story: { type: 'doc', content: [] },
  learning: { type: 'doc', content: [] },
  next_steps: { type: 'doc', content: [] },
  media: [],
  observations: [],
  comments: [],
  version: 1,
  submitted_at: null,
  review_note: null,
  can_edit: true,
  can_publish: true,
  can_delete: true,
  ...change,
});

export const testStoryPage = (stories: StorySummary[], hasMore = false) => ({
  result: { stories, page_number: 1, page_size: 20, total_count: stories.length, has_more: hasMore },
});
