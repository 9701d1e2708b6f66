import type { StoryLibraryQuery, StoryStatus } from '@cue/contracts';

/**
 * Query keys of learning stories. They start with the realtime entity names ('story',
 * 'story_tag'), so app/realtime-connection.tsx refreshes every open list, editor, library and
 * insight on a change without knowing this feature.
 */
export const storyKeys = {
  all: ['story'] as const,
  /** A class's stories in one state (the stories screen's tabs), every page. */
  classList: (classId: string, status: StoryStatus) => ['story', 'class', classId, status] as const,
  detail: (id: string) => ['story', 'detail', id] as const,
  library: (query: StoryLibraryQuery) => ['story', 'library', query] as const,
  /** A child's stories (staff child profile and the family's view). */
  child: (studentId: string) => ['story', 'child', studentId] as const,
  insights: (classId: string, query: object) => ['story', 'insights', classId, query] as const,
};

/** The school's tag sets (pickers and the academic setup screen). */
export const storyTagKeys = {
  all: ['story_tag'] as const,
};
