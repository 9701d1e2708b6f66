import type { ReflectionListQuery } from '@cue/contracts';

/**
 * Query keys of reflections. They start with the realtime entity name ('reflection'), so a
 * coordinator's comment or the author's edit in another tab refreshes every open list.
 */
export const reflectionKeys = {
  all: ['reflection'] as const,
  list: (classId: string, query: ReflectionListQuery) => ['reflection', 'list', classId, query] as const,
};
