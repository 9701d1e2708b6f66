import { newObjectId } from '../../lib/object-id.js';
import { consentChange, type ConsentColumns, type ConsentStamp } from '../students/photo-consent.js';
import type { ChildRowPlan, ChildValues } from './children-plan.js';
import {
  createdTables,
  type CreatedTable,
  type ImportsRepository,
  type RemovedEnrollment,
} from './imports.repository.js';
import type { MembershipValues, StaffRowPlan } from './staff-plan.js';

/**
 * What a commit did, kept in `school_imports.changes` so undo can take it back exactly: the ids
 * it created per table, and the values before of what it changed.
 */
export interface ImportChanges {
  created: Record<CreatedTable, string[]>;
  updated: {
    children: { id: string; before: ChildValues }[];
    parent_links: { id: string; relation: string | null }[];
    staff_memberships: { id: string; before: MembershipValues }[];
  };
  /** A moved child's enrolments in the classes they left, and the periods the move closed. */
  moved: { class_enrollments: RemovedEnrollment[]; closed_period_ids: string[] };
}

const emptyChanges = (): ImportChanges => ({
  created: {
    parent_links: [],
    class_staff: [],
    enrollment_periods: [],
    class_enrollments: [],
    staff_memberships: [],
    children: [],
    users: [],
  },
  updated: { children: [], parent_links: [], staff_memberships: [] },
  moved: { class_enrollments: [], closed_period_ids: [] },
});

/** How many rows the import created per table, for the audit and the import list. */
export const createdCounts = (changes: ImportChanges) =>
  Object.fromEntries(Object.entries(changes.created).map(([table, ids]) => [table, ids.length]));

/**
 * Writes the rows of a children plan that are not errors (inside the caller's transaction): new
 * accounts once per phone, children, their class now and their enrolment period from `today`,
 * parent links; updates of matched children. New rows go in one multi-row INSERT per table.
 */
export async function writeChildren(
  repository: ImportsRepository,
  plans: ChildRowPlan[],
  schoolId: string,
  today: string,
  stamp: ConsentStamp,
): Promise<ImportChanges> {
  const changes = emptyChanges();
  const newUsers = new Map<
    string,
    { id: string; firstName: string; lastName: string; phone: string; email: string | null }
  >();
  const childRows: ({ id: string; schoolId: string } & ChildValues & Partial<ConsentColumns>)[] = [];
  const enrollmentRows: { id: string; schoolId: string; classId: string; childId: string }[] = [];
  const periodRows: { id: string; schoolId: string; classId: string; childId: string; startDate: string }[] =
    [];
  const linkRows: {
    id: string;
    schoolId: string;
    parentUserId: string;
    childId: string;
    relation: string | null;
  }[] = [];

  for (const plan of plans) {
    if (plan.status !== 'create' && plan.status !== 'update') continue;
    const childId = plan.existingId ?? newObjectId();
    if (!plan.existingId) {
      const consent = consentChange(plan.values.photoConsent, false, stamp);
      childRows.push({ id: childId, schoolId, ...plan.values, ...consent });
    } else if (plan.before && plan.changes.some((c) => c !== 'class' && !c.startsWith('guardian'))) {
      await repository.updateChild(childId, plan.values, stamp);
      changes.updated.children.push({ id: childId, before: plan.before });
    }
    if (!plan.existingId || plan.changes.includes('class')) {
      if (plan.leavesClassIds.length > 0) {
        const { removed, closedPeriodIds } = await repository.leaveClasses(
          childId,
          plan.leavesClassIds,
          today,
        );
        changes.moved.class_enrollments.push(...removed);
        changes.moved.closed_period_ids.push(...closedPeriodIds);
      }
      enrollmentRows.push({ id: newObjectId(), schoolId, classId: plan.classId, childId });
      periodRows.push({ id: newObjectId(), schoolId, classId: plan.classId, childId, startDate: today });
    }
    for (const guardian of plan.guardians) {
      if (guardian.link) {
        if (guardian.relation !== null && guardian.relation !== guardian.link.relation) {
          await repository.updateLinkRelation(guardian.link.id, guardian.relation);
          changes.updated.parent_links.push({ id: guardian.link.id, relation: guardian.link.relation });
        }
        continue;
      }
      let parentUserId = guardian.userId;
      if (!parentUserId) {
        const known = newUsers.get(guardian.phone);
        parentUserId = known?.id ?? newObjectId();
        if (!known) {
          newUsers.set(guardian.phone, {
            id: parentUserId,
            firstName: guardian.firstName,
            lastName: guardian.lastName,
            phone: guardian.phone,
            email: guardian.email,
          });
        }
      }
      linkRows.push({ id: newObjectId(), schoolId, parentUserId, childId, relation: guardian.relation });
    }
  }

  // Parents before the links to them, children before their enrolments.
  await insertCreated(repository, changes, 'users', [...newUsers.values()]);
  await insertCreated(repository, changes, 'children', childRows);
  await insertCreated(repository, changes, 'class_enrollments', enrollmentRows);
  await insertCreated(repository, changes, 'enrollment_periods', periodRows);
  await insertCreated(repository, changes, 'parent_links', linkRows);
  return changes;
}

/**
 * Writes the rows of a staff plan that are not errors: new accounts (their school is this one),
 * memberships with a copy of their role's permissions, classes they teach; updates of members.
 */
export async function writeStaff(
  repository: ImportsRepository,
  plans: StaffRowPlan[],
  schoolId: string,
): Promise<ImportChanges> {
  const changes = emptyChanges();
  const userRows: {
    id: string;
    firstName: string;
    lastName: string;
    phone: string;
    email: string | null;
    activeSchoolId: string;
  }[] = [];
  const membershipRows: ({ id: string; schoolId: string; userId: string } & MembershipValues)[] = [];
  const classStaffRows: { id: string; schoolId: string; classId: string; userId: string }[] = [];

  for (const plan of plans) {
    if (plan.status !== 'create' && plan.status !== 'update') continue;
    let userId = plan.userId;
    if (!userId) {
      userId = newObjectId();
      const { firstName, lastName, phone, email } = plan;
      userRows.push({ id: userId, firstName, lastName, phone, email, activeSchoolId: schoolId });
    }
    if (!plan.membershipId) membershipRows.push({ id: newObjectId(), schoolId, userId, ...plan.values });
    else if (plan.before && (plan.changes.includes('role') || plan.changes.includes('admin'))) {
      await repository.updateMembership(plan.membershipId, plan.values);
      changes.updated.staff_memberships.push({ id: plan.membershipId, before: plan.before });
    }
    for (const classId of plan.addClassIds)
      classStaffRows.push({ id: newObjectId(), schoolId, classId, userId });
  }

  await insertCreated(repository, changes, 'users', userRows);
  await insertCreated(repository, changes, 'staff_memberships', membershipRows);
  await insertCreated(repository, changes, 'class_staff', classStaffRows);
  return changes;
}

async function insertCreated<T extends CreatedTable>(
  repository: ImportsRepository,
  changes: ImportChanges,
  table: T,
  rows: { id: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await repository.insertRows(table, rows as never);
  changes.created[table].push(...rows.map((row) => row.id));
}

/**
 * Takes an import back (inside the caller's transaction): deletes what it created, foreign keys
 * first, and restores what it changed. A created row something else now points at (a register
 * mark for an imported child, a sign-in of an imported parent) makes the database refuse the
 * delete; the caller turns that into a plain refusal and the transaction rolls back.
 */
export async function undoChanges(
  repository: ImportsRepository,
  changes: ImportChanges,
  stamp: ConsentStamp,
): Promise<void> {
  // The order of createdTables, not of the stored object (jsonb does not keep key order).
  for (const table of Object.keys(createdTables) as CreatedTable[]) {
    const ids = changes.created[table] ?? [];
    if (table === 'children') await repository.forgetCurrentChildren(ids);
    await repository.deleteRows(table, ids);
  }
  for (const { id, before } of changes.updated.children) await repository.updateChild(id, before, stamp);
  for (const { id, relation } of changes.updated.parent_links)
    await repository.updateLinkRelation(id, relation);
  for (const { id, before } of changes.updated.staff_memberships)
    await repository.updateMembership(id, before);
  await repository.reopenPeriods(changes.moved.closed_period_ids);
  await repository.restoreEnrollments(changes.moved.class_enrollments);
}
