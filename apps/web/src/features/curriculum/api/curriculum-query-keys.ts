import type { CurriculumFrameworkKey } from '@cue/contracts';

/**
 * Query keys of curriculum frameworks. They start with the realtime entity name ('curriculum'),
 * so a change to a class's framework or a school outcome refreshes every open screen and picker.
 */
export const curriculumKeys = {
  all: ['curriculum'] as const,
  overview: ['curriculum', 'overview'] as const,
  tree: (key: CurriculumFrameworkKey) => ['curriculum', 'tree', key] as const,
};
