import { and, asc, count, countDistinct, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classStaff,
  classes,
  parentLinks,
  refreshSessions,
  staffMemberships,
  users,
} from '../../db/schema/index.js';

export interface NamedRow {
  id: string;
  firstName: string;
  lastName: string;
}

/** Families are the parents linked to a child of the school who is not archived. */
const familyLinks = (schoolId: string) =>
  and(eq(parentLinks.schoolId, schoolId), isNull(children.archivedAt));

/** The school dashboard's counts and gaps: this module's only Drizzle door. */
export class SchoolDashboardRepository extends Repository<SchoolDashboardRepository> {
  protected bind(db: Database) {
    return new SchoolDashboardRepository(db);
  }

  async countClasses(schoolId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), isNull(classes.archivedAt)));
    return row?.n ?? 0;
  }

  async countChildren(schoolId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(children)
      .where(and(eq(children.schoolId, schoolId), isNull(children.archivedAt)));
    return row?.n ?? 0;
  }

  async countStaff(schoolId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(staffMemberships)
      .where(and(eq(staffMemberships.schoolId, schoolId), isNull(staffMemberships.deactivatedAt)));
    return row?.n ?? 0;
  }

  /** Families, and those whose parent never opened a parent session (never signed in). */
  async countFamilies(schoolId: string): Promise<{ families: number; notSignedIn: number }> {
    const [row] = await this.db
      .select({
        families: countDistinct(parentLinks.parentUserId),
        notSignedIn: sql<number>`count(distinct ${parentLinks.parentUserId}) filter (where not exists (
          select 1 from ${refreshSessions}
          where ${refreshSessions.userId} = ${parentLinks.parentUserId} and ${refreshSessions.kind} = 'parent'
        ))`.mapWith(Number),
      })
      .from(parentLinks)
      .innerJoin(children, eq(children.id, parentLinks.childId))
      .where(familyLinks(schoolId));
    return { families: row?.families ?? 0, notSignedIn: row?.notSignedIn ?? 0 };
  }

  async listClassesWithoutTeacher(schoolId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(
        and(
          eq(classes.schoolId, schoolId),
          isNull(classes.archivedAt),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(classStaff)
              .innerJoin(
                staffMemberships,
                and(
                  eq(staffMemberships.userId, classStaff.userId),
                  eq(staffMemberships.schoolId, classStaff.schoolId),
                  isNull(staffMemberships.deactivatedAt),
                ),
              )
              .where(eq(classStaff.classId, classes.id)),
          ),
        ),
      )
      .orderBy(asc(classes.name));
  }

  async listChildrenWithoutFamily(schoolId: string): Promise<NamedRow[]> {
    return this.db
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(
        and(
          eq(children.schoolId, schoolId),
          isNull(children.archivedAt),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(parentLinks)
              .where(eq(parentLinks.childId, children.id)),
          ),
        ),
      )
      .orderBy(asc(children.firstName), asc(children.lastName));
  }

  async listFamiliesWithoutPhone(schoolId: string): Promise<NamedRow[]> {
    return this.db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(parentLinks)
      .innerJoin(children, eq(children.id, parentLinks.childId))
      .innerJoin(users, eq(users.id, parentLinks.parentUserId))
      .where(and(familyLinks(schoolId), isNull(users.phone), isNull(users.deletedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }
}
