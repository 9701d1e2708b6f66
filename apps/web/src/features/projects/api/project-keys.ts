/**
 * Query keys of project planning. They start with the realtime entity name ('project'), so a
 * change by another teacher of the class refreshes the list and every default-project reader.
 */
export const projectKeys = {
  all: ['project'] as const,
  list: (classId: string) => ['project', 'list', classId] as const,
  defaultOf: (classId: string) => ['project', 'default', classId] as const,
};

/** The unit library as the project form's picker reads it ('unit': refreshed when units change). */
export const unitPickerKeys = {
  library: (library: string) => ['unit', 'picker', library] as const,
};
