/**
 * Query keys of feedback. They start with the realtime entity name ('feedback'), so a form sent,
 * edited or answered elsewhere refreshes every open list; the class's cycles start with
 * 'assessment_cycle', refreshed when a coordinator changes a term.
 */
export const feedbackKeys = {
  all: ['feedback'] as const,
  forms: (cycleId: string) => ['feedback', 'forms', cycleId] as const,
  answers: (formId: string) => ['feedback', 'answers', formId] as const,
  childForms: (studentId: string) => ['feedback', 'child', studentId] as const,
  cycles: (classId: string) => ['assessment_cycle', 'feedback', classId] as const,
};
