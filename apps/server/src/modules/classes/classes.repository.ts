import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  classEnrollments,
  classStaff,
  classes,
  schoolDivisions,
  schools,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { classColumns, type ClassRow } from '../schools/schools.repository.js';

export type ClassInsert = typeof classes.$inferInsert;
export type ClassFields = Omit<ClassInsert, 'id' | 'schoolId' | 'archivedAt' | 'createdAt'>;
export type SetupClassRow = ClassRow & { divisionName: string | null };
export type ClassStaffRow = { classId: string; userId: string; firstName: string; lastName: string };
export type ClassListFilter = 'all' | 'active' | 'archived';

const setupClassColumns = { ...classColumns, divisionName: schoolDivisions.name };

const archiveFilter = {
  all: undefined,
  active: isNull(classes.archivedAt),
  archived: isNotNull(classes.archivedAt),
};

/** Class setup: the school's classes with their divisions, teachers and head counts. */
export class ClassesRepository extends Repository<ClassesRepository> {
  protected bind(db: Database) {
    return new ClassesRepository(db);
  }

  async listSetupClasses(schoolId: string, filter: ClassListFilter): Promise<SetupClassRow[]> {
    return this.db
      .select(setupClassColumns)
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .leftJoin(schoolDivisions, eq(schoolDivisions.id, classes.divisionId))
      .where(and(eq(classes.schoolId, schoolId), archiveFilter[filter]))
      .orderBy(asc(classes.name));
  }

  /** The class, whatever its school (the service answers 404 for another school's). */
  async findSetupClass(id: string): Promise<SetupClassRow | null> {
    const [row] = await this.db
      .select(setupClassColumns)
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .leftJoin(schoolDivisions, eq(schoolDivisions.id, classes.divisionId))
      .where(eq(classes.id, id));
    return row ?? null;
  }

  /** The active teachers of the given classes, by name (a deactivated member teaches no longer). */
  async listStaffOf(classIds: string[]): Promise<ClassStaffRow[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({
        classId: classStaff.classId,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(classStaff)
      .innerJoin(users, eq(users.id, classStaff.userId))
      .innerJoin(
        staffMemberships,
        and(
          eq(staffMemberships.userId, classStaff.userId),
          eq(staffMemberships.schoolId, classStaff.schoolId),
          isNull(staffMemberships.deactivatedAt),
        ),
      )
      .where(inArray(classStaff.classId, classIds))
      .orderBy(asc(users.firstName), asc(users.lastName));
  }

  /** Children enrolled now, per class. */
  async countChildrenOf(classIds: string[]): Promise<Map<string, number>> {
    if (classIds.length === 0) return new Map();
    const rows = await this.db
      .select({ classId: classEnrollments.classId, children: count() })
      .from(classEnrollments)
      .where(inArray(classEnrollments.classId, classIds))
      .groupBy(classEnrollments.classId);
    return new Map(rows.map((r) => [r.classId, r.children]));
  }

  async findDivisionSchoolId(divisionId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ schoolId: schoolDivisions.schoolId })
      .from(schoolDivisions)
      .where(eq(schoolDivisions.id, divisionId));
    return row?.schoolId ?? null;
  }

  /** The school's staff who may teach: not deactivated, account not deleted. */
  async listActiveStaff(schoolId: string) {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: staffMemberships.isAdmin,
      })
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
  }

  async insertClass(row: ClassInsert): Promise<void> {
    await this.db.insert(classes).values(row);
  }

  async updateClass(id: string, fields: ClassFields): Promise<void> {
    await this.db.update(classes).set(fields).where(eq(classes.id, id));
  }

  async setArchivedAt(id: string, archivedAt: Date | null): Promise<void> {
    await this.db.update(classes).set({ archivedAt }).where(eq(classes.id, id));
  }

  /** The class's teachers become exactly `userIds`. */
  async replaceClassStaff(schoolId: string, classId: string, userIds: string[], now: Date): Promise<void> {
    await this.db.delete(classStaff).where(eq(classStaff.classId, classId));
    if (userIds.length === 0) return;
    await this.db
      .insert(classStaff)
      .values(userIds.map((userId) => ({ schoolId, classId, userId, createdAt: now })));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
