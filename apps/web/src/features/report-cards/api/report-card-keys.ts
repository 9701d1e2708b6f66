/**
 * Query keys of report cards. They start with the realtime entity name ('report_card'), so a
 * generation step, a publication or another teacher's change refreshes the open screen (and a
 * family's list when their child's card is published).
 */
export const reportCardKeys = {
  all: ['report_card'] as const,
  cycle: (cycleId: string) => ['report_card', 'cycle', cycleId] as const,
  child: (studentId: string) => ['report_card', 'child', studentId] as const,
};

/** A class's assessment cycles ('assessment_cycle': refreshed when a coordinator changes them). */
export const cycleKeys = {
  ofClass: (classId: string) => ['assessment_cycle', 'class', classId] as const,
};
