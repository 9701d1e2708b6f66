import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  attendanceMarks,
  children,
  classEnrollments,
  classes,
  parentLinks,
  users,
} from '../../db/schema/index.js';

export interface ReportChild {
  id: string;
  firstName: string;
  lastName: string;
}

/** What the school's CSV reports read: this module's only Drizzle door. */
export class ReportsRepository extends Repository<ReportsRepository> {
  protected bind(db: Database) {
    return new ReportsRepository(db);
  }

  async findClass(classId: string) {
    const [row] = await this.db
      .select({
        id: classes.id,
        name: classes.name,
        schoolId: classes.schoolId,
        classDays: classes.classDays,
      })
      .from(classes)
      .where(eq(classes.id, classId));
    return row ?? null;
  }

  /** The children in the class now, and any child marked in it between the two days. */
  async listClassChildren(classId: string, from: string, to: string): Promise<ReportChild[]> {
    const enrolled = this.db
      .select({ id: classEnrollments.childId })
      .from(classEnrollments)
      .where(eq(classEnrollments.classId, classId));
    const marked = this.db
      .select({ id: attendanceMarks.childId })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.classId, classId),
          gte(attendanceMarks.date, from),
          lte(attendanceMarks.date, to),
        ),
      );
    return this.db
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(or(inArray(children.id, enrolled), inArray(children.id, marked)))
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  }

  /** The school's children (archived ones left out), by name. */
  async listChildren(schoolId: string) {
    return this.db
      .select({
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        dateOfBirth: children.dateOfBirth,
        photoConsent: children.photoConsent,
      })
      .from(children)
      .where(and(eq(children.schoolId, schoolId), isNull(children.archivedAt)))
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  }

  /** The classes (not archived) each child of the school is in now. */
  async listClassNames(schoolId: string) {
    return this.db
      .select({ childId: classEnrollments.childId, name: classes.name })
      .from(classEnrollments)
      .innerJoin(classes, eq(classes.id, classEnrollments.classId))
      .where(and(eq(classes.schoolId, schoolId), isNull(classes.archivedAt)))
      .orderBy(asc(classes.name));
  }

  /** Every guardian linked to a child of the school, with how to reach them. */
  async listGuardians(schoolId: string) {
    return this.db
      .select({
        childId: parentLinks.childId,
        firstName: users.firstName,
        lastName: users.lastName,
        relation: parentLinks.relation,
        phone: users.phone,
        email: users.email,
      })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.parentUserId))
      .where(and(eq(parentLinks.schoolId, schoolId), isNull(users.deletedAt)))
      .orderBy(asc(parentLinks.createdAt), asc(users.id));
  }
}
