/**
 * Query keys of the chat. The conversation is no records entity (no realtime invalidation: its
 * answers arrive on the socket themselves); the roster key is the chat's own copy of the class's
 * children, for the cards' names.
 */
export const cueChatQueryKeys = {
  conversation: (classId: string) => ['cue-conversation', classId] as const,
  roster: (classId: string) => ['cue-roster', classId] as const,
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
} as const;
