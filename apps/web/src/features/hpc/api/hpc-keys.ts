/**
 * Query keys of progress cards. They all start with the realtime entity name ('hpc'), so a change
 * to a card (by a colleague, or its publication for a family) refreshes every open list, card,
 * summary and parent view; app/realtime-connection.tsx also refreshes them when what they show
 * changes (cycles, schemes, observations, stories, photos, attendance).
 */
export const hpcKeys = {
  all: ['hpc'] as const,
  studentList: (cycleId: string) => ['hpc', 'students', cycleId] as const,
  card: (cycleId: string, studentId: string) => ['hpc', 'card', cycleId, studentId] as const,
  evidence: (cycleId: string, studentId: string, competency: string) =>
    ['hpc', 'evidence', cycleId, studentId, competency] as const,
  progress: (studentId: string, classId: string) => ['hpc', 'progress', studentId, classId] as const,
  classSummary: (cycleId: string, domain: string | null) => ['hpc', 'class', cycleId, domain] as const,
  childCards: (studentId: string) => ['hpc', 'child', studentId] as const,
  childCard: (cycleId: string, studentId: string) => ['hpc', 'child', studentId, cycleId] as const,
};
