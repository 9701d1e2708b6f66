import type { ClassAccessRow } from './attendance.repository.js';

export type ClassVerdict = 'allowed' | 'not-found' | 'forbidden';

/**
 * The class rule of SchoolsService.classForStaff (schools.policy.ts canSeeClass), applied to the
 * one-query access row the register's hot path reads: a staff member who no longer belongs to
 * their session's school is refused, another school's class is invisible (404), and a class of
 * their school they do not teach is 403 (admins work with every class of their school).
 */
export function classVerdict(schoolId: string, row: ClassAccessRow | null): ClassVerdict {
  if (!row) return 'not-found';
  if (row.isAdmin === null) return 'forbidden';
  // An archived class's registers stay stored but are neither read nor written (decision 033).
  if (row.schoolId !== schoolId || row.archivedAt) return 'not-found';
  return row.isAdmin || row.teaches ? 'allowed' : 'forbidden';
}

/** Staff may read a child's summary through the classes of theirs the child attends. */
export function visibleClassIds(
  access: { schoolId: string; isAdmin: boolean },
  classes: { classId: string; schoolId: string; teaches: boolean }[],
): string[] {
  return classes
    .filter((c) => c.schoolId === access.schoolId && (access.isAdmin || c.teaches))
    .map((c) => c.classId);
}
