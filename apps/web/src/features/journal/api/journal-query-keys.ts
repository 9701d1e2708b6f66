/**
 * Query keys of the journal feature. They start with the realtime entity name ('journal'), so
 * app/realtime-connection.tsx refreshes every open journal on a change.
 */
export const journalQueryKeys = {
  all: ['journal'] as const,
  /** A child's journal as their parent reads it (the same key the parent dashboard used). */
  child: (studentId: string) => ['journal', 'child', studentId] as const,
  classJournal: (classId: string, studentId: string | null) =>
    ['journal', 'class', classId, studentId] as const,
  /** The class's daily reports of a day (decision 047): sent ones change with the journal. */
  dailyReports: (classId: string, date: string | null) =>
    ['journal', 'daily-reports', classId, date] as const,
};
