import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  attendanceMarks,
  attendanceRegisters,
  childExcusals,
  children,
  classEnrollments,
  classStaff,
  classes,
  schools,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';

export type MarkRow = typeof attendanceMarks.$inferInsert;
export type ExcusalInsert = typeof childExcusals.$inferInsert;

/** One student of a register: the child, their mark for the day (null: NA). */
export interface RegisterRow {
  childId: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  /** The staff register shows a marker on a child whose family has not given photo consent. */
  photoConsent: boolean;
  status: string | null;
  /** Whether the day's register is complete (the same on every row). */
  isComplete: boolean | null;
  /** Whether pending or approved requests cover the day (the same on every row). */
  hasExcusals: boolean;
}

export interface ExcusalRow {
  id: string;
  schoolId: string;
  classId: string;
  childId: string;
  childFirstName: string;
  childLastName: string;
  kind: string;
  startDate: string;
  endDate: string;
  reason: string;
  status: string;
  requesterFirstName: string;
  requesterLastName: string;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** A class as attendance needs it, with the staff member's standing towards it (one query). */
export interface ClassAccessRow {
  classId: string;
  schoolId: string;
  classDays: string[];
  timeZone: string;
  /** The staff member teaches this class. */
  teaches: boolean;
  /** The staff member's membership of their session's school: null when they have none. */
  isAdmin: boolean | null;
  /** Set when the school archived the class: its register is closed (decision 033). */
  archivedAt: Date | null;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Requests a register shows for its day: declined and withdrawn ones no longer concern it. */
const coveringStatuses = ['pending', 'approved'];

/** Registers, marks and excusal requests. */
export class AttendanceRepository extends Repository<AttendanceRepository> {
  protected bind(db: Database) {
    return new AttendanceRepository(db);
  }

  /** The audit row of a change, in the same transaction as the change. */
  async appendAudit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  /**
   * The class, its school's time zone, whether the user teaches it and whether they belong to
   * `schoolId` (their session's school) as an admin: the whole policy input in one query.
   */
  async findClassAccess(classId: string, userId: string, schoolId: string): Promise<ClassAccessRow | null> {
    const [row] = await this.db
      .select({
        classId: classes.id,
        schoolId: classes.schoolId,
        classDays: classes.classDays,
        timeZone: schools.timeZone,
        teacherId: classStaff.userId,
        isAdmin: staffMemberships.isAdmin,
        archivedAt: classes.archivedAt,
      })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .leftJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.userId, userId)))
      .leftJoin(
        staffMemberships,
        and(eq(staffMemberships.userId, userId), eq(staffMemberships.schoolId, schoolId)),
      )
      .where(eq(classes.id, classId));
    if (!row) return null;
    const { teacherId, ...rest } = row;
    return { ...rest, teaches: teacherId !== null };
  }

  /** A class's school, days and time zone (no user): parents' requests name a class. */
  async findClass(classId: string) {
    const [row] = await this.db
      .select({
        classId: classes.id,
        schoolId: classes.schoolId,
        classDays: classes.classDays,
        timeZone: schools.timeZone,
      })
      .from(classes)
      .innerJoin(schools, eq(schools.id, classes.schoolId))
      .where(eq(classes.id, classId));
    return row ?? null;
  }

  /**
   * Every student of the class with their mark for the day and the register's completeness:
   * the register in one query (benchmarked against a bare route running exactly this).
   */
  async listRegisterRows(classId: string, date: string): Promise<RegisterRow[]> {
    return this.db
      .select({
        childId: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        profilePicture: children.profilePicture,
        photoConsent: children.photoConsent,
        status: attendanceMarks.status,
        isComplete: attendanceRegisters.isComplete,
        // Uncorrelated: PostgreSQL evaluates it once, and the requests are read only when needed.
        hasExcusals: sql<boolean>`exists (select 1 from ${childExcusals} where ${and(
          eq(childExcusals.classId, classId),
          inArray(childExcusals.status, coveringStatuses),
          lte(childExcusals.startDate, date),
          gte(childExcusals.endDate, date),
        )})`,
      })
      .from(classEnrollments)
      .innerJoin(children, eq(children.id, classEnrollments.childId))
      .leftJoin(
        attendanceMarks,
        and(
          eq(attendanceMarks.classId, classEnrollments.classId),
          eq(attendanceMarks.childId, classEnrollments.childId),
          eq(attendanceMarks.date, date),
        ),
      )
      .leftJoin(
        attendanceRegisters,
        and(eq(attendanceRegisters.classId, classEnrollments.classId), eq(attendanceRegisters.date, date)),
      )
      .where(eq(classEnrollments.classId, classId))
      .orderBy(asc(children.firstName), asc(children.lastName), asc(children.id));
  }

  /** The children enrolled in a class (ids only). */
  async listRosterIds(classId: string): Promise<string[]> {
    const rows = await this.db
      .select({ childId: classEnrollments.childId })
      .from(classEnrollments)
      .where(eq(classEnrollments.classId, classId));
    return rows.map((r) => r.childId);
  }

  /** The named children's marks on a day (a child without a mark is left out). */
  async listMarksOf(classId: string, date: string, childIds: string[]) {
    if (childIds.length === 0) return [];
    return this.db
      .select({ childId: attendanceMarks.childId, status: attendanceMarks.status })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.classId, classId),
          eq(attendanceMarks.date, date),
          inArray(attendanceMarks.childId, childIds),
        ),
      );
  }

  /** Every mark of a class between two dates (inclusive): the days Cue may be asked about. */
  async listMarksBetween(classId: string, startDate: string, endDate: string) {
    return this.db
      .select({
        childId: attendanceMarks.childId,
        date: attendanceMarks.date,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.classId, classId),
          gte(attendanceMarks.date, startDate),
          lte(attendanceMarks.date, endDate),
        ),
      );
  }

  /** A class's approved requests that cover any day between two dates (inclusive). */
  async listApprovedExcusalsBetween(classId: string, startDate: string, endDate: string) {
    return this.db
      .select({
        childId: childExcusals.childId,
        kind: childExcusals.kind,
        startDate: childExcusals.startDate,
        endDate: childExcusals.endDate,
      })
      .from(childExcusals)
      .where(
        and(
          eq(childExcusals.classId, classId),
          eq(childExcusals.status, 'approved'),
          lte(childExcusals.startDate, endDate),
          gte(childExcusals.endDate, startDate),
        ),
      );
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** The request key's receipt, in the same transaction as the marks it wrote. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }

  async isRegisterComplete(classId: string, date: string): Promise<boolean> {
    const [row] = await this.db
      .select({ isComplete: attendanceRegisters.isComplete })
      .from(attendanceRegisters)
      .where(and(eq(attendanceRegisters.classId, classId), eq(attendanceRegisters.date, date)));
    return row?.isComplete ?? false;
  }

  /**
   * Writes the named marks: a new row, or a changed status. Rows already holding the status are
   * left alone, so saving the same register twice writes nothing the second time. Returns the
   * children whose mark was written.
   */
  async upsertMarks(rows: MarkRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const written = await this.db
      .insert(attendanceMarks)
      .values(rows)
      .onConflictDoUpdate({
        target: [attendanceMarks.classId, attendanceMarks.childId, attendanceMarks.date],
        set: {
          status: sql`excluded.status`,
          markedByUserId: sql`excluded.marked_by_user_id`,
          markedAt: sql`excluded.marked_at`,
        },
        setWhere: sql`${attendanceMarks.status} <> excluded.status`,
      })
      .returning({ childId: attendanceMarks.childId, date: attendanceMarks.date });
    return written.map((r) => r.childId);
  }

  /** Marks only children without a mark that day (Mark all present never overrides). */
  async insertMissingMarks(rows: MarkRow[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const written = await this.db
      .insert(attendanceMarks)
      .values(rows)
      .onConflictDoNothing({
        target: [attendanceMarks.classId, attendanceMarks.childId, attendanceMarks.date],
      })
      .returning({ childId: attendanceMarks.childId });
    return written.map((r) => r.childId);
  }

  /**
   * An approved request's days: written unless the child is already marked present (a child who
   * came in anyway was present).
   */
  async prefillMarks(rows: MarkRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const written = await this.db
      .insert(attendanceMarks)
      .values(rows)
      .onConflictDoUpdate({
        target: [attendanceMarks.classId, attendanceMarks.childId, attendanceMarks.date],
        set: {
          status: sql`excluded.status`,
          markedByUserId: sql`excluded.marked_by_user_id`,
          markedAt: sql`excluded.marked_at`,
        },
        setWhere: sql`${attendanceMarks.status} not in ('present', excluded.status)`,
      })
      .returning({ id: attendanceMarks.id });
    return written.length;
  }

  /** Clears marks (back to NA); returns how many rows went, per child. */
  async deleteMarks(classId: string, childIds: string[], dates: string[]): Promise<string[]> {
    if (childIds.length === 0 || dates.length === 0) return [];
    const deleted = await this.db
      .delete(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.classId, classId),
          inArray(attendanceMarks.childId, childIds),
          inArray(attendanceMarks.date, dates),
        ),
      )
      .returning({ childId: attendanceMarks.childId });
    return deleted.map((r) => r.childId);
  }

  /** Marks the register complete, or re-opens it; true when that changed anything. */
  async setRegisterComplete(input: {
    schoolId: string;
    classId: string;
    date: string;
    isComplete: boolean;
    userId: string;
    at: Date;
  }): Promise<boolean> {
    const { schoolId, classId, date, userId, at } = input;
    if (!input.isComplete) {
      const reopened = await this.db
        .update(attendanceRegisters)
        .set({ isComplete: false, completedByUserId: null, completedAt: null })
        .where(
          and(
            eq(attendanceRegisters.classId, classId),
            eq(attendanceRegisters.date, date),
            eq(attendanceRegisters.isComplete, true),
          ),
        )
        .returning({ id: attendanceRegisters.id });
      return reopened.length > 0;
    }
    const completed = await this.db
      .insert(attendanceRegisters)
      .values({
        schoolId,
        classId,
        date,
        isComplete: true,
        completedByUserId: userId,
        completedAt: at,
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: [attendanceRegisters.classId, attendanceRegisters.date],
        set: { isComplete: true, completedByUserId: userId, completedAt: at },
        setWhere: eq(attendanceRegisters.isComplete, false),
      })
      .returning({ id: attendanceRegisters.id });
    return completed.length > 0;
  }

  /** A child's marks between two days (inclusive), in the given classes, oldest first. */
  async listChildMarks(childId: string, classIds: string[], startDate: string, endDate: string) {
    if (classIds.length === 0) return [];
    return this.db
      .select({
        date: attendanceMarks.date,
        classId: attendanceMarks.classId,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.childId, childId),
          inArray(attendanceMarks.classId, classIds),
          gte(attendanceMarks.date, startDate),
          lte(attendanceMarks.date, endDate),
        ),
      )
      .orderBy(asc(attendanceMarks.date), asc(attendanceMarks.classId));
  }

  /** A child, and for each class they attend: its school and whether the user teaches it. */
  async findChildWithClasses(childId: string, userId: string) {
    const [child] = await this.db
      .select({
        id: children.id,
        schoolId: children.schoolId,
        firstName: children.firstName,
        lastName: children.lastName,
      })
      .from(children)
      .where(eq(children.id, childId));
    if (!child) return null;
    const enrolments = await this.db
      .select({ classId: classes.id, schoolId: classes.schoolId, teacherId: classStaff.userId })
      .from(classEnrollments)
      .innerJoin(classes, eq(classes.id, classEnrollments.classId))
      .leftJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.userId, userId)))
      .where(eq(classEnrollments.childId, childId));
    return {
      child,
      classes: enrolments.map((e) => ({
        classId: e.classId,
        schoolId: e.schoolId,
        teaches: e.teacherId !== null,
      })),
    };
  }

  /** Per day and status, how many marks the class has between two days. */
  async countMarksPerDay(classId: string, startDate: string, endDate: string) {
    return this.db
      .select({ date: attendanceMarks.date, status: attendanceMarks.status, n: count() })
      .from(attendanceMarks)
      .innerJoin(
        classEnrollments,
        and(
          eq(classEnrollments.classId, attendanceMarks.classId),
          eq(classEnrollments.childId, attendanceMarks.childId),
        ),
      )
      .where(
        and(
          eq(attendanceMarks.classId, classId),
          gte(attendanceMarks.date, startDate),
          lte(attendanceMarks.date, endDate),
        ),
      )
      .groupBy(attendanceMarks.date, attendanceMarks.status);
  }

  /** The days between two dates whose register is complete. */
  async listCompleteDays(classId: string, startDate: string, endDate: string): Promise<string[]> {
    const rows = await this.db
      .select({ date: attendanceRegisters.date })
      .from(attendanceRegisters)
      .where(
        and(
          eq(attendanceRegisters.classId, classId),
          eq(attendanceRegisters.isComplete, true),
          gte(attendanceRegisters.date, startDate),
          lte(attendanceRegisters.date, endDate),
        ),
      );
    return rows.map((r) => r.date);
  }

  private selectExcusals() {
    return this.db
      .select({
        id: childExcusals.id,
        schoolId: childExcusals.schoolId,
        classId: childExcusals.classId,
        childId: childExcusals.childId,
        childFirstName: children.firstName,
        childLastName: children.lastName,
        kind: childExcusals.kind,
        startDate: childExcusals.startDate,
        endDate: childExcusals.endDate,
        reason: childExcusals.reason,
        status: childExcusals.status,
        requesterFirstName: requester.firstName,
        requesterLastName: requester.lastName,
        deciderFirstName: decider.firstName,
        deciderLastName: decider.lastName,
        decidedAt: childExcusals.decidedAt,
        createdAt: childExcusals.createdAt,
      })
      .from(childExcusals)
      .innerJoin(children, eq(children.id, childExcusals.childId))
      .innerJoin(requester, eq(requester.id, childExcusals.requestedByUserId))
      .leftJoin(decider, eq(decider.id, childExcusals.decidedByUserId));
  }

  async insertExcusal(row: ExcusalInsert): Promise<void> {
    await this.db.insert(childExcusals).values(row);
  }

  async findExcusal(id: string): Promise<ExcusalRow | null> {
    const [row] = await this.selectExcusals().where(eq(childExcusals.id, id));
    return row ?? null;
  }

  /** Pending and approved requests of a class covering a day. */
  async listExcusalsCovering(classId: string, date: string): Promise<ExcusalRow[]> {
    return this.selectExcusals()
      .where(
        and(
          eq(childExcusals.classId, classId),
          inArray(childExcusals.status, coveringStatuses),
          lte(childExcusals.startDate, date),
          gte(childExcusals.endDate, date),
        ),
      )
      .orderBy(asc(childExcusals.createdAt), asc(childExcusals.id));
  }

  /** A class's requests, optionally in one state: newest first. */
  async listClassExcusals(classId: string, status: string | undefined): Promise<ExcusalRow[]> {
    return this.selectExcusals()
      .where(and(eq(childExcusals.classId, classId), status ? eq(childExcusals.status, status) : undefined))
      .orderBy(desc(childExcusals.createdAt), desc(childExcusals.id));
  }

  /** One child's requests in a class, newest first. */
  async listChildExcusals(classId: string, childId: string): Promise<ExcusalRow[]> {
    return this.selectExcusals()
      .where(and(eq(childExcusals.classId, classId), eq(childExcusals.childId, childId)))
      .orderBy(desc(childExcusals.createdAt), desc(childExcusals.id));
  }

  async countPendingExcusals(classId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(childExcusals)
      .where(and(eq(childExcusals.classId, classId), eq(childExcusals.status, 'pending')));
    return row?.n ?? 0;
  }

  /** Withdraws a pending request; false when it was decided (or withdrawn) first. */
  async withdrawExcusal(id: string): Promise<boolean> {
    const rows = await this.db
      .update(childExcusals)
      .set({ status: 'withdrawn' })
      .where(and(eq(childExcusals.id, id), eq(childExcusals.status, 'pending')))
      .returning({ id: childExcusals.id });
    return rows.length === 1;
  }

  /** Decides a pending request; false when it was already decided (by someone else, first). */
  async decideExcusal(id: string, status: string, userId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(childExcusals)
      .set({ status, decidedByUserId: userId, decidedAt: at })
      .where(and(eq(childExcusals.id, id), eq(childExcusals.status, 'pending')))
      .returning({ id: childExcusals.id });
    return rows.length === 1;
  }
}
