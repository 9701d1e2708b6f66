import type { JournalEntry } from '@cue/contracts';

export const TEST_CLASS_ID = '65a0000000000000000000c1';
export const TEST_AARAV_ID = '65a000000000000000000011';

/** A journal post as the server answers it (tests only). */
export const testJournalEntry = (n: number, change: Partial<JournalEntry> = {}): JournalEntry => ({
  _id: `65a0000000000000000002${String(n).padStart(2, '0')}`,
  student_id: TEST_AARAV_ID,
  student_name: 'Aarav Sharma',
  class_id: TEST_CLASS_ID,
  kind: 'free',
  anecdote_id: null,
  media: [],
  title: `Post ${n}`,
  body: `Body ${n}`,
  date: '2026-11-19',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
  comments: [],
  reactions: [],
  my_reaction: null,
  read_by: [],
  is_read: false,
  can_delete: false,
  ...change,
});

export const testJournalPage = (posts: JournalEntry[], pageNumber = 1, hasMore = false) => ({
  result: {
    journal_posts: posts,
    page_number: pageNumber,
    page_size: 20,
    total_count: posts.length,
    has_more: hasMore,
  },
});
