import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classStaff,
  classes,
  organizations,
  parentLinks,
  schoolSettings,
  schools,
  staffMemberships,
  users,
} from '../../db/schema/index.js';

export type ClassRow = typeof classes.$inferSelect & { schoolName: string };
/** What every screen shows of a child; staff-only details (allergies, medical notes) are read apart. */
export type StudentRow = Pick<
  typeof children.$inferSelect,
  'id' | 'schoolId' | 'firstName' | 'lastName' | 'profilePicture' | 'photoConsent' | 'createdAt'
>;
export type EnrollmentRow = {
  childId: string;
  classId: string;
  className: string;
  schoolId: string;
  schoolName: string;
};

/** One class row with its school's name: every repository that reads classes selects these. */
export const classColumns = {
  id: classes.id,
  schoolId: classes.schoolId,
  name: classes.name,
  academicYear: classes.academicYear,
  ageRange: classes.ageRange,
  classDays: classes.classDays,
  curriculum: classes.curriculum,
  classCurriculum: classes.classCurriculum,
  startTime: classes.startTime,
  endTime: classes.endTime,
  color: classes.color,
  divisionId: classes.divisionId,
  archivedAt: classes.archivedAt,
  createdAt: classes.createdAt,
  schoolName: schools.name,
};

/**
 * One child row, selected through a join (class enrolments, parent links). Exported so every
 * repository that lists children selects the same columns as `StudentRow`.
 */
export const childColumns = {
  id: children.id,
  schoolId: children.schoolId,
  firstName: children.firstName,
  lastName: children.lastName,
  profilePicture: children.profilePicture,
  photoConsent: children.photoConsent,
  createdAt: children.createdAt,
};

/** Schools, classes, students and who may see them. */
export class SchoolsRepository extends Repository<SchoolsRepository> {
  protected bind(db: Database) {
    return new SchoolsRepository(db);
  }

  async findStaffMembership(userId: string, schoolId: string) {
    const [row] = await this.db
      .select({ isAdmin: staffMemberships.isAdmin, rolePermissions: staffMemberships.rolePermissions })
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.userId, userId),
          eq(staffMemberships.schoolId, schoolId),
          // A deactivated member keeps their records' attribution but no access.
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return row ?? null;
  }

  /** The schools a staff member works in (active memberships), by name. */
  async listStaffSchools(userId: string) {
    return this.db
      .select({ schoolId: schools.id, schoolName: schools.name, isAdmin: staffMemberships.isAdmin })
      .from(staffMemberships)
      .innerJoin(schools, eq(schools.id, staffMemberships.schoolId))
      .where(and(eq(staffMemberships.userId, userId), isNull(staffMemberships.deactivatedAt)))
      .orderBy(asc(schools.name));
  }

  async findSchoolName(schoolId: string): Promise<string | null> {
    const [row] = await this.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
    return row?.name ?? null;
  }

  async listClassesOfSchool(schoolId: string): Promise<ClassRow[]> {
    return this.db
      .select(classColumns)
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(and(eq(classes.schoolId, schoolId), isNull(classes.archivedAt)))
      .orderBy(asc(classes.name));
  }

  async listClassesTaughtBy(userId: string, schoolId: string): Promise<ClassRow[]> {
    return this.db
      .select(classColumns)
      .from(classStaff)
      .innerJoin(classes, eq(classes.id, classStaff.classId))
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(and(eq(classStaff.userId, userId), eq(classes.schoolId, schoolId), isNull(classes.archivedAt)))
      .orderBy(asc(classes.name));
  }

  /** A class, and whether the given staff member teaches it: one query. */
  async findClassForStaff(
    classId: string,
    userId: string,
  ): Promise<(ClassRow & { teaches: boolean }) | null> {
    const [row] = await this.db
      .select({ ...classColumns, teacherId: classStaff.userId })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .leftJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.userId, userId)))
      .where(eq(classes.id, classId));
    if (!row) return null;
    const { teacherId, ...schoolClass } = row;
    return { ...schoolClass, teaches: teacherId !== null };
  }

  async listStudentsOfClass(classId: string): Promise<StudentRow[]> {
    return this.db
      .select(childColumns)
      .from(classEnrollments)
      .innerJoin(children, eq(children.id, classEnrollments.childId))
      .where(eq(classEnrollments.classId, classId))
      .orderBy(asc(children.firstName), asc(children.lastName));
  }

  /** Every class each of the given children is enrolled in (spec "Child".student_class). */
  async listEnrollmentsOf(childIds: string[], onlySchoolId: string | null): Promise<EnrollmentRow[]> {
    if (childIds.length === 0) return [];
    const inSchool = onlySchoolId === null ? undefined : eq(classes.schoolId, onlySchoolId);
    return (
      this.db
        .select({
          childId: classEnrollments.childId,
          classId: classes.id,
          className: classes.name,
          schoolId: schools.id,
          schoolName: schools.name,
        })
        .from(classEnrollments)
        .innerJoin(classes, eq(classes.id, classEnrollments.classId))
        .innerJoin(schools, eq(schools.id, classes.schoolId))
        // An archived class has ended: it is no longer among a child's classes (its records stay).
        .where(and(inArray(classEnrollments.childId, childIds), inSchool, isNull(classes.archivedAt)))
    );
  }

  async findSchoolSettings(schoolId: string) {
    const [row] = await this.db
      .select({
        schoolId: schools.id,
        schoolName: schools.name,
        editorDirection: schools.editorDirection,
        menuProfile: organizations.menuProfile,
        schoolPermissions: schoolSettings.schoolPermissions,
      })
      .from(schools)
      .innerJoin(organizations, eq(organizations.id, schools.organizationId))
      .innerJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  /** The school of the child a parent is looking at (their current child, else the first). */
  async findParentSchoolId(parentUserId: string): Promise<string | null> {
    const rows = await this.db
      .select({ childId: parentLinks.childId, schoolId: parentLinks.schoolId, current: users.currentChildId })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.parentUserId))
      .where(eq(parentLinks.parentUserId, parentUserId))
      .orderBy(asc(parentLinks.createdAt));
    const current = rows.find((r) => r.childId === r.current) ?? rows[0];
    return current?.schoolId ?? null;
  }

  /** The child's row and whether this parent is linked to it (null: no such child). */
  async findChildForParent(childId: string, parentUserId: string) {
    const [row] = await this.db
      .select({ ...childColumns, linkId: parentLinks.id })
      .from(children)
      .leftJoin(
        parentLinks,
        and(eq(parentLinks.childId, children.id), eq(parentLinks.parentUserId, parentUserId)),
      )
      .where(eq(children.id, childId));
    if (!row) return null;
    const { linkId, ...child } = row;
    return { child, isLinked: linkId !== null };
  }

  /** The schools of the children a parent is linked to. */
  async listParentSchoolIds(parentUserId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ schoolId: parentLinks.schoolId })
      .from(parentLinks)
      .where(eq(parentLinks.parentUserId, parentUserId));
    return rows.map((r) => r.schoolId);
  }

  /** The children linked to a parent. */
  async listLinkedChildren(parentUserId: string): Promise<StudentRow[]> {
    return this.db
      .select(childColumns)
      .from(parentLinks)
      .innerJoin(children, eq(children.id, parentLinks.childId))
      .where(eq(parentLinks.parentUserId, parentUserId))
      .orderBy(asc(parentLinks.createdAt));
  }

  async findSchoolTimeZone(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: schools.timeZone })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.timeZone ?? null;
  }
}
