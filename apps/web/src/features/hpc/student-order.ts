import type { HpcStudentProgress } from '@cue/contracts';

export const studentOrders = ['needsEvidence', 'name', 'completion'] as const;
export type StudentOrder = (typeof studentOrders)[number];

const nameOf = (row: HpcStudentProgress) => `${row.student.first_name} ${row.student.last_name}`;
const completion = (row: HpcStudentProgress) =>
  row.levels_expected === 0 ? 0 : row.levels_set / row.levels_expected;

/**
 * The student list in the order asked. "Needs evidence" first lists children with no evidence in
 * the cycle, then those with the most levels judged without evidence, then the least complete:
 * who to observe next. Ties go by name, in the interface language's order.
 */
export function orderStudents(
  rows: readonly HpcStudentProgress[],
  order: StudentOrder,
  language: string,
): HpcStudentProgress[] {
  const byName = (a: HpcStudentProgress, b: HpcStudentProgress) =>
    nameOf(a).localeCompare(nameOf(b), language, { sensitivity: 'base' });
  const compare: Record<StudentOrder, (a: HpcStudentProgress, b: HpcStudentProgress) => number> = {
    name: byName,
    completion: (a, b) => completion(a) - completion(b) || byName(a, b),
    needsEvidence: (a, b) =>
      Number(b.evidence_count === 0) - Number(a.evidence_count === 0) ||
      b.judged_without_evidence.length - a.judged_without_evidence.length ||
      completion(a) - completion(b) ||
      byName(a, b),
  };
  return [...rows].sort(compare[order]);
}
