/**
 * Query keys of assessment setup. Each starts with its realtime entity name ('assessment_scheme',
 * 'assessment_cycle'), so a coordinator's change refreshes every open picker and list.
 */
export const assessmentSchemeKeys = {
  all: ['assessment_scheme'] as const,
  list: ['assessment_scheme', 'list'] as const,
};

export const assessmentCycleKeys = {
  all: ['assessment_cycle'] as const,
  ofClass: (classId: string) => ['assessment_cycle', 'class', classId] as const,
};
