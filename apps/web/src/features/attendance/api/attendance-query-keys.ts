import type { AttendancePeriod, ExcusalStatus } from '@cue/contracts';

/**
 * Every attendance query key starts with 'attendance' and every request key with 'excusal', so
 * the realtime events of those entities refresh them (app/realtime-connection.tsx).
 */
export const attendanceQueryKeys = {
  all: ['attendance'] as const,
  registersOf: (classId: string) => ['attendance', 'register', classId] as const,
  /** `date` undefined: the school's today, as the server decides it. */
  register: (classId: string, date: string | undefined) =>
    ['attendance', 'register', classId, date ?? 'today'] as const,
  dashboard: (classId: string, date: string | undefined) =>
    ['attendance', 'dashboard', classId, date ?? 'today'] as const,
  student: (studentId: string, period: AttendancePeriod, date: string | undefined) =>
    ['attendance', 'student', studentId, period, date ?? 'today'] as const,
  parentChildren: () => ['attendance', 'parent-children'] as const,
};

export const excusalQueryKeys = {
  all: ['excusal'] as const,
  ofClass: (classId: string, status?: ExcusalStatus) =>
    ['excusal', 'class', classId, status ?? 'all'] as const,
  ofChild: (classId: string, studentId: string) => ['excusal', 'child', classId, studentId] as const,
};

/** Register saves of one class and day share this key, so the screen can show the ones in flight. */
export const registerMutationKey = (classId: string, date: string) =>
  ['attendance', 'register-change', classId, date] as const;
