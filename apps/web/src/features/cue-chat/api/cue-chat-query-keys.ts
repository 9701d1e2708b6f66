/**
 * Query keys of the chat. The conversation is no records entity (no realtime invalidation: its
 * answers arrive on the socket themselves); the roster key is the chat's own copy of the class's
 * children, for the cards' names.
 */
export const cueChatQueryKeys = {
  conversation: (classId: string) => ['cue-conversation', classId] as const,
  roster: (classId: string) => ['cue-roster', classId] as const,
  /** The observations a story card names as its sources, by the period it was drawn from. */
  storySources: (classId: string, from: string, to: string) =>
    ['cue-story-sources', classId, from, to] as const,
  /** The child's observations of the cycle a progress comments card names as its sources. */
  progressSources: (classId: string, studentId: string, from: string, to: string) =>
    ['cue-progress-sources', classId, studentId, from, to] as const,
};

/**
 * The records entities a saved card changes: their open lists refresh at once (the realtime event
 * follows too). Prefixes only, so the chat never imports the records features.
 */
export const recordsQueryPrefixes = {
  attendance: ['attendance'],
  observation: ['observation'],
  journal: ['journal'],
  announcement: ['announcement'],
  story: ['story'],
  unit: ['unit'],
  hpc: ['hpc'],
} as const;
