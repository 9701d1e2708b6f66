import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classStaff,
  classes,
  enrollmentPeriods,
  parentLinks,
  schoolImports,
  schoolRoles,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { consentChange, type ConsentStamp } from '../students/photo-consent.js';
import type { ChildValues, ChildrenContext, ExistingChild, ExistingUser } from './children-plan.js';
import type { MembershipValues, StaffContext } from './staff-plan.js';

export type ImportRow = typeof schoolImports.$inferSelect;
export type ImportWithActor = ImportRow & { actorFirstName: string; actorLastName: string };
export type ImportInsert = typeof schoolImports.$inferInsert;
export type RemovedEnrollment = {
  id: string;
  schoolId: string;
  classId: string;
  childId: string;
  createdAt: string;
};

/** The tables an import creates rows in, in the order they are deleted again (foreign keys first). */
export const createdTables = {
  parent_links: parentLinks,
  class_staff: classStaff,
  enrollment_periods: enrollmentPeriods,
  class_enrollments: classEnrollments,
  staff_memberships: staffMemberships,
  children,
  users,
} as const;
export type CreatedTable = keyof typeof createdTables;

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const INSERT_CHUNK = 2000;
/** Ids per `IN (...)` list. */
const ID_CHUNK = 5000;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Bulk imports: the only Drizzle door of the module (reads to plan, multi-row writes, undo). */
export class ImportsRepository extends Repository<ImportsRepository> {
  protected bind(db: Database) {
    return new ImportsRepository(db);
  }

  async createImport(row: ImportInsert): Promise<ImportRow> {
    const [created] = await this.db.insert(schoolImports).values(row).returning();
    return created!;
  }

  /** An import of the school, locked for the rest of the transaction when `lock`. */
  async findImport(id: string, schoolId: string, lock = false): Promise<ImportRow | null> {
    const query = this.db
      .select()
      .from(schoolImports)
      .where(and(eq(schoolImports.id, id), eq(schoolImports.schoolId, schoolId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async updateImport(id: string, patch: Partial<ImportInsert>): Promise<void> {
    await this.db.update(schoolImports).set(patch).where(eq(schoolImports.id, id));
  }

  /** Previews older than `before` that were never confirmed lose their rows (names, phones, notes). */
  async forgetStalePreviews(schoolId: string, before: Date): Promise<void> {
    await this.db
      .update(schoolImports)
      .set({ rows: null })
      .where(
        and(
          eq(schoolImports.schoolId, schoolId),
          eq(schoolImports.status, 'previewed'),
          lt(schoolImports.createdAt, before),
        ),
      );
  }

  async findImportWithActor(id: string): Promise<ImportWithActor> {
    const [row] = await this.importsWithActor().where(eq(schoolImports.id, id));
    return ImportsRepository.flatten(row!);
  }

  async listImports(schoolId: string, kinds: string[], limit: number): Promise<ImportWithActor[]> {
    const rows = await this.importsWithActor()
      .where(and(eq(schoolImports.schoolId, schoolId), inArray(schoolImports.kind, kinds as ['children'])))
      .orderBy(desc(schoolImports.createdAt), desc(schoolImports.id))
      .limit(limit);
    return rows.map(ImportsRepository.flatten);
  }

  private importsWithActor() {
    return this.db
      .select({
        school_import: schoolImports,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(schoolImports)
      .innerJoin(users, eq(users.id, schoolImports.actorUserId));
  }

  private static flatten(row: {
    school_import: ImportRow;
    actorFirstName: string;
    actorLastName: string;
  }): ImportWithActor {
    return { ...row.school_import, actorFirstName: row.actorFirstName, actorLastName: row.actorLastName };
  }

  async schoolClasses(schoolId: string) {
    return this.db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), isNull(classes.archivedAt)))
      .orderBy(asc(classes.createdAt));
  }

  /** Accounts (not deleted) with one of these phones or emails. */
  async usersByPhoneOrEmail(phones: string[], emails: string[]): Promise<ExistingUser[]> {
    if (phones.length === 0 && emails.length === 0) return [];
    return this.db
      .select({ id: users.id, phone: users.phone, email: users.email })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          or(
            phones.length > 0 ? inArray(users.phone, phones) : undefined,
            emails.length > 0 ? inArray(users.email, emails) : undefined,
          ),
        ),
      );
  }

  async childrenContext(schoolId: string, users: ExistingUser[]): Promise<Omit<ChildrenContext, 'today'>> {
    const [classRows, childRows, enrollmentRows, linkRows] = await Promise.all([
      this.schoolClasses(schoolId),
      this.db
        .select({
          id: children.id,
          firstName: children.firstName,
          lastName: children.lastName,
          dateOfBirth: children.dateOfBirth,
          gender: children.gender,
          allergies: children.allergies,
          medicalNotes: children.medicalNotes,
          photoConsent: children.photoConsent,
        })
        .from(children)
        .where(and(eq(children.schoolId, schoolId), isNull(children.archivedAt))),
      this.db
        .select({ childId: classEnrollments.childId, classId: classEnrollments.classId })
        .from(classEnrollments)
        .where(eq(classEnrollments.schoolId, schoolId)),
      this.db
        .select({
          id: parentLinks.id,
          childId: parentLinks.childId,
          parentUserId: parentLinks.parentUserId,
          relation: parentLinks.relation,
        })
        .from(parentLinks)
        .where(eq(parentLinks.schoolId, schoolId)),
    ]);
    const classIdsOf = new Map<string, string[]>();
    for (const e of enrollmentRows)
      classIdsOf.set(e.childId, [...(classIdsOf.get(e.childId) ?? []), e.classId]);
    const existing: ExistingChild[] = childRows.flatMap((c) =>
      c.dateOfBirth ? [{ ...c, dateOfBirth: c.dateOfBirth, classIds: classIdsOf.get(c.id) ?? [] }] : [],
    );
    return { classes: classRows, children: existing, users, links: linkRows };
  }

  async staffContext(schoolId: string, users: ExistingUser[]): Promise<StaffContext> {
    const userIds = users.map((u) => u.id);
    const [classRows, roleRows, membershipRows, classStaffRows] = await Promise.all([
      this.schoolClasses(schoolId),
      this.db
        .select({ id: schoolRoles.id, name: schoolRoles.name, permissions: schoolRoles.permissions })
        .from(schoolRoles)
        .where(and(eq(schoolRoles.schoolId, schoolId), isNull(schoolRoles.archivedAt))),
      userIds.length === 0
        ? []
        : this.db
            .select({
              id: staffMemberships.id,
              userId: staffMemberships.userId,
              isAdmin: staffMemberships.isAdmin,
              roleId: staffMemberships.roleId,
              rolePermissions: staffMemberships.rolePermissions,
              deactivatedAt: staffMemberships.deactivatedAt,
            })
            .from(staffMemberships)
            .where(and(eq(staffMemberships.schoolId, schoolId), inArray(staffMemberships.userId, userIds))),
      userIds.length === 0
        ? []
        : this.db
            .select({ userId: classStaff.userId, classId: classStaff.classId })
            .from(classStaff)
            .where(and(eq(classStaff.schoolId, schoolId), inArray(classStaff.userId, userIds))),
    ]);
    return {
      classes: classRows,
      roles: roleRows,
      users,
      memberships: membershipRows.map(({ deactivatedAt, ...m }) => ({
        ...m,
        deactivated: deactivatedAt !== null,
      })),
      classStaff: classStaffRows,
    };
  }

  /** Multi-row INSERTs of `rows` into one of the tables an import creates rows in. */
  async insertRows<T extends CreatedTable>(
    table: T,
    rows: (typeof createdTables)[T]['$inferInsert'][],
  ): Promise<void> {
    const target = createdTables[table] as PgTable;
    for (const chunk of chunks(rows, INSERT_CHUNK)) await this.db.insert(target).values(chunk as never);
  }

  /** Writes a child's imported values; a changed photo consent records who and when with it. */
  async updateChild(id: string, values: ChildValues, stamp: ConsentStamp): Promise<void> {
    const [was] = await this.db
      .select({ photoConsent: children.photoConsent })
      .from(children)
      .where(eq(children.id, id));
    await this.db
      .update(children)
      .set({ ...values, ...consentChange(values.photoConsent, was?.photoConsent ?? null, stamp) })
      .where(eq(children.id, id));
  }

  async updateLinkRelation(id: string, relation: string | null): Promise<void> {
    await this.db.update(parentLinks).set({ relation }).where(eq(parentLinks.id, id));
  }

  async updateMembership(id: string, values: MembershipValues): Promise<void> {
    await this.db.update(staffMemberships).set(values).where(eq(staffMemberships.id, id));
  }

  /** Takes a child out of classes: their enrolments are removed (and answered), open periods end. */
  async leaveClasses(
    childId: string,
    classIds: string[],
    endDate: string,
  ): Promise<{ removed: RemovedEnrollment[]; closedPeriodIds: string[] }> {
    const removed = await this.db
      .delete(classEnrollments)
      .where(and(eq(classEnrollments.childId, childId), inArray(classEnrollments.classId, classIds)))
      .returning();
    const closed = await this.db
      .update(enrollmentPeriods)
      .set({ endDate })
      .where(
        and(
          eq(enrollmentPeriods.childId, childId),
          inArray(enrollmentPeriods.classId, classIds),
          isNull(enrollmentPeriods.endDate),
        ),
      )
      .returning({ id: enrollmentPeriods.id });
    return {
      removed: removed.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      closedPeriodIds: closed.map((p) => p.id),
    };
  }

  /** Deletes rows an import created, by id. */
  async deleteRows(table: CreatedTable, ids: string[]): Promise<void> {
    const target = createdTables[table] as PgTable & { id: typeof users.id };
    for (const chunk of chunks(ids, ID_CHUNK)) await this.db.delete(target).where(inArray(target.id, chunk));
  }

  async reopenPeriods(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(enrollmentPeriods).set({ endDate: null }).where(inArray(enrollmentPeriods.id, ids));
  }

  async restoreEnrollments(rows: RemovedEnrollment[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(classEnrollments)
      .values(rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
  }

  /** Parents whose selected child was removed pick their first child again. */
  async forgetCurrentChildren(childIds: string[]): Promise<void> {
    for (const chunk of chunks(childIds, ID_CHUNK)) {
      await this.db.update(users).set({ currentChildId: null }).where(inArray(users.currentChildId, chunk));
    }
  }

  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  /** Every child of the school (not archived) with their classes and guardians, for the export. */
  async childrenForExport(schoolId: string) {
    const [childRows, classRows, guardianRows] = await Promise.all([
      this.db
        .select()
        .from(children)
        .where(and(eq(children.schoolId, schoolId), isNull(children.archivedAt)))
        .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id)),
      this.db
        .select({ childId: classEnrollments.childId, name: classes.name })
        .from(classEnrollments)
        .innerJoin(classes, eq(classes.id, classEnrollments.classId))
        .where(and(eq(classEnrollments.schoolId, schoolId), isNull(classes.archivedAt)))
        .orderBy(asc(classEnrollments.createdAt)),
      this.db
        .select({
          childId: parentLinks.childId,
          relation: parentLinks.relation,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          email: users.email,
        })
        .from(parentLinks)
        .innerJoin(users, eq(users.id, parentLinks.parentUserId))
        .where(and(eq(parentLinks.schoolId, schoolId), isNull(users.deletedAt)))
        .orderBy(asc(parentLinks.createdAt), asc(parentLinks.id)),
    ]);
    return { children: childRows, classes: classRows, guardians: guardianRows };
  }

  /** Every active member of the school with their role and classes, for the export. */
  async staffForExport(schoolId: string) {
    const [memberRows, classRows] = await Promise.all([
      this.db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          email: users.email,
          isAdmin: staffMemberships.isAdmin,
          role: schoolRoles.name,
        })
        .from(staffMemberships)
        .innerJoin(users, eq(users.id, staffMemberships.userId))
        .leftJoin(schoolRoles, eq(schoolRoles.id, staffMemberships.roleId))
        .where(
          and(
            eq(staffMemberships.schoolId, schoolId),
            isNull(staffMemberships.deactivatedAt),
            isNull(users.deletedAt),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
      this.db
        .select({ userId: classStaff.userId, name: classes.name })
        .from(classStaff)
        .innerJoin(classes, eq(classes.id, classStaff.classId))
        .where(and(eq(classStaff.schoolId, schoolId), isNull(classes.archivedAt)))
        .orderBy(asc(classes.name)),
    ]);
    return { members: memberRows, classes: classRows };
  }
}
