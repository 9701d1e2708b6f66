import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PersonRef } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { children, classEnrollments, parentLinks, staffMemberships, users } from '../../db/schema/index.js';

/*
 * Who a care record concerns, as functions over a database handle (like insertAuditEntry), shared
 * by the medication and incidents repositories: a child's school, classes and parents, the
 * school's staff (witnesses, staff involved) and people's names.
 */

export const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

export interface CareChild {
  id: string;
  schoolId: string;
  name: string;
  classIds: string[];
  parentUserIds: string[];
}

/** The child, their current classes and their linked parents; null when there is no such child. */
export async function findCareChild(db: Database, childId: string): Promise<CareChild | null> {
  const [child] = await db
    .select({
      id: children.id,
      schoolId: children.schoolId,
      first: children.firstName,
      last: children.lastName,
    })
    .from(children)
    .where(eq(children.id, childId));
  if (!child) return null;
  const [classes, parents] = await Promise.all([
    db
      .select({ classId: classEnrollments.classId })
      .from(classEnrollments)
      .where(eq(classEnrollments.childId, childId)),
    db.select({ userId: parentLinks.parentUserId }).from(parentLinks).where(eq(parentLinks.childId, childId)),
  ]);
  return {
    id: child.id,
    schoolId: child.schoolId,
    name: fullName(child.first, child.last),
    classIds: classes.map((row) => row.classId),
    parentUserIds: parents.map((row) => row.userId),
  };
}

/** The school's active staff, by name. */
export async function listSchoolStaff(db: Database, schoolId: string): Promise<PersonRef[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(staffMemberships)
    .innerJoin(users, eq(users.id, staffMemberships.userId))
    .where(
      and(
        eq(staffMemberships.schoolId, schoolId),
        isNull(staffMemberships.deactivatedAt),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ _id: row.id, name: fullName(row.first, row.last) }));
}

/** Names of people by id (erased accounts keep whatever name is left). */
export async function namesOf(db: Database, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, fullName(row.first, row.last)]));
}

/** Names of children by id. */
export async function childNamesOf(db: Database, childIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(childIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: children.id, first: children.firstName, last: children.lastName })
    .from(children)
    .where(inArray(children.id, ids));
  return new Map(rows.map((row) => [row.id, fullName(row.first, row.last)]));
}
