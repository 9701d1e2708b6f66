import type { StoryLibraryQuery, StoryStatus } from '@cue/contracts';

/**
 * Query keys of the stories feature. They start with the realtime entity name ('story'), so
 * app/realtime-connection.tsx refreshes every open list, reader and insight on a change.
 */
export const storyKeys = {
  all: ['story'] as const,
  classList: (classId: string, status: StoryStatus) => ['story', 'class', classId, status] as const,
  detail: (id: string) => ['story', 'detail', id] as const,
  library: (query: StoryLibraryQuery) => ['story', 'library', query] as const,
  child: (studentId: string) => ['story', 'child', studentId] as const,
  insights: (classId: string, query: object) => ['story', 'insights', classId, query] as const,
};

/** Tag sets change under their own realtime entity ('story_tag'). */
export const storyTagKeys = { all: ['story_tag'] as const };
