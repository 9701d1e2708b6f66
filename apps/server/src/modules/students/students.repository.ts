import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classes,
  enrollmentPeriods,
  parentLinks,
  pickupAdults,
  users,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { findOrCreatePerson, linkParent, type PersonInput } from '../families/parent-accounts.repository.js';

export type ChildRow = typeof children.$inferSelect;
export type ChildInsert = typeof children.$inferInsert;
export type ChildChanges = Partial<
  Pick<
    ChildInsert,
    | 'firstName'
    | 'lastName'
    | 'dateOfBirth'
    | 'gender'
    | 'allergies'
    | 'medicalNotes'
    | 'photoConsent'
    | 'photoConsentChangedAt'
    | 'photoConsentChangedByUserId'
    | 'archivedAt'
  >
>;

export interface StudentQuery {
  schoolId: string;
  search?: string | undefined;
  classId?: string | undefined;
  includeArchived: boolean;
}

/** `%text%` for ILIKE, with the pattern characters the office may type taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(db: Database, query: StudentQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    eq(children.schoolId, query.schoolId),
    query.includeArchived ? undefined : isNull(children.archivedAt),
    search
      ? or(
          ilike(sql`${children.firstName} || ' ' || ${children.lastName}`, containing(search)),
          ilike(children.lastName, containing(search)),
        )
      : undefined,
    query.classId
      ? inArray(
          children.id,
          db
            .select({ id: classEnrollments.childId })
            .from(classEnrollments)
            .where(eq(classEnrollments.classId, query.classId)),
        )
      : undefined,
  );
}

/** Children, their guardians, pickup adults and class history: the students module's Drizzle door. */
export class StudentsRepository extends Repository<StudentsRepository> {
  protected bind(db: Database) {
    return new StudentsRepository(db);
  }

  /** One page of the school's children by name, and how many match in all. */
  async listStudents(
    query: StudentQuery,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ChildRow[]; total: number }> {
    const where = whereOf(this.db, query);
    const rows = await this.db
      .select()
      .from(children)
      .where(where)
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(children).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async findStudent(id: string): Promise<ChildRow | null> {
    const [row] = await this.db.select().from(children).where(eq(children.id, id));
    return row ?? null;
  }

  /** How many guardians each child has. */
  async countGuardians(childIds: string[]): Promise<Map<string, number>> {
    if (childIds.length === 0) return new Map();
    const rows = await this.db
      .select({ childId: parentLinks.childId, n: count() })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, childIds))
      .groupBy(parentLinks.childId);
    return new Map(rows.map((row) => [row.childId, row.n]));
  }

  async listGuardians(childId: string) {
    return this.db
      .select({
        parentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
        relation: parentLinks.relation,
      })
      .from(parentLinks)
      .innerJoin(users, eq(users.id, parentLinks.parentUserId))
      .where(eq(parentLinks.childId, childId))
      .orderBy(asc(parentLinks.createdAt), asc(parentLinks.id));
  }

  async listPickupAdults(childId: string) {
    return this.db
      .select()
      .from(pickupAdults)
      .where(eq(pickupAdults.childId, childId))
      .orderBy(asc(pickupAdults.createdAt), asc(pickupAdults.id));
  }

  /** The child's stays in classes, newest first. */
  async listPeriods(childId: string) {
    return this.db
      .select({
        id: enrollmentPeriods.id,
        classId: enrollmentPeriods.classId,
        className: classes.name,
        startDate: enrollmentPeriods.startDate,
        endDate: enrollmentPeriods.endDate,
      })
      .from(enrollmentPeriods)
      .innerJoin(classes, eq(classes.id, enrollmentPeriods.classId))
      .where(eq(enrollmentPeriods.childId, childId))
      .orderBy(desc(enrollmentPeriods.startDate), desc(enrollmentPeriods.createdAt));
  }

  /** A class of the school by id, with whether it is archived (null: no such class anywhere). */
  async findClass(id: string) {
    const [row] = await this.db
      .select({ id: classes.id, schoolId: classes.schoolId, archivedAt: classes.archivedAt })
      .from(classes)
      .where(eq(classes.id, id));
    return row ?? null;
  }

  /** The classes the child is in now. */
  async listCurrentClassIds(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ classId: classEnrollments.classId })
      .from(classEnrollments)
      .where(eq(classEnrollments.childId, childId));
    return rows.map((row) => row.classId);
  }

  async insertChild(row: ChildInsert): Promise<void> {
    await this.db.insert(children).values(row);
  }

  async updateChild(id: string, changes: ChildChanges): Promise<void> {
    if (Object.keys(changes).length > 0)
      await this.db.update(children).set(changes).where(eq(children.id, id));
  }

  /** Puts the child in a class from `startDate`: the roster row and an open history period. */
  async enroll(
    link: { schoolId: string; childId: string; classId: string },
    startDate: string,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(classEnrollments)
      .values({ id: newObjectId(at), ...link, createdAt: at })
      .onConflictDoNothing();
    await this.db
      .insert(enrollmentPeriods)
      .values({ id: newObjectId(at), ...link, startDate, createdAt: at });
  }

  /** The open period of the child in a class (null when none is open). */
  async findOpenPeriod(childId: string, classId: string) {
    const [row] = await this.db
      .select()
      .from(enrollmentPeriods)
      .where(
        and(
          eq(enrollmentPeriods.childId, childId),
          eq(enrollmentPeriods.classId, classId),
          isNull(enrollmentPeriods.endDate),
        ),
      );
    return row ?? null;
  }

  async closePeriod(id: string, endDate: string): Promise<void> {
    await this.db.update(enrollmentPeriods).set({ endDate }).where(eq(enrollmentPeriods.id, id));
  }

  /** A period that never had a day (opened and left on the same day, as a correction). */
  async deletePeriod(id: string): Promise<void> {
    await this.db.delete(enrollmentPeriods).where(eq(enrollmentPeriods.id, id));
  }

  /** Takes the child off a class's roster (or every roster when `classId` is null). */
  async unenroll(childId: string, classId: string | null): Promise<void> {
    await this.db
      .delete(classEnrollments)
      .where(
        and(
          eq(classEnrollments.childId, childId),
          classId === null ? undefined : eq(classEnrollments.classId, classId),
        ),
      );
  }

  async listOpenPeriods(childId: string) {
    return this.db
      .select()
      .from(enrollmentPeriods)
      .where(and(eq(enrollmentPeriods.childId, childId), isNull(enrollmentPeriods.endDate)));
  }

  async replacePickupAdults(
    schoolId: string,
    childId: string,
    adults: { name: string; phone: string; relation: string }[],
    at: Date,
  ): Promise<void> {
    await this.db.delete(pickupAdults).where(eq(pickupAdults.childId, childId));
    if (adults.length === 0) return;
    await this.db
      .insert(pickupAdults)
      .values(adults.map((adult) => ({ id: newObjectId(at), schoolId, childId, ...adult, createdAt: at })));
  }

  /**
   * Makes the child's guardians exactly `guardians`: each found by phone (or a new parent
   * account), linked with its relation; links to anyone else are removed. Answers the parents'
   * user ids and which of them are new accounts.
   */
  async setGuardians(
    schoolId: string,
    childId: string,
    guardians: (PersonInput & { relation: string })[],
    at: Date,
  ): Promise<{ parentIds: string[]; createdIds: string[] }> {
    const parentIds: string[] = [];
    const createdIds: string[] = [];
    for (const [index, guardian] of guardians.entries()) {
      const person = await findOrCreatePerson(this.db, guardian, at, `guardians.${index}.email`);
      await linkParent(
        this.db,
        { schoolId, parentUserId: person.id, childId, relation: guardian.relation },
        at,
      );
      parentIds.push(person.id);
      if (person.created) createdIds.push(person.id);
    }
    await this.db
      .delete(parentLinks)
      .where(
        and(
          eq(parentLinks.childId, childId),
          parentIds.length > 0 ? notInArray(parentLinks.parentUserId, parentIds) : undefined,
        ),
      );
    return { parentIds, createdIds };
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
