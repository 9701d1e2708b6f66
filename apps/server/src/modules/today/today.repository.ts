import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  attendanceMarks,
  attendanceRegisters,
  childExcusals,
  children,
  classEnrollments,
  observations,
} from '../../db/schema/index.js';

/** One marked child of a class's register for the day (children still on the roster only). */
export interface TodayMarkRow {
  classId: string;
  childId: string;
  firstName: string;
  status: string;
}

export interface ClassCount {
  classId: string;
  n: number;
}

/**
 * Reads for the staff home's today view: one query per kind of record, each over all of the
 * teacher's classes at once (a teacher with five classes costs the same five queries as one).
 * Callers pass only class ids the staff member may see.
 */
export class TodayRepository extends Repository<TodayRepository> {
  protected bind(db: Database) {
    return new TodayRepository(db);
  }

  async countRosters(classIds: string[]): Promise<ClassCount[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({ classId: classEnrollments.classId, n: count() })
      .from(classEnrollments)
      .where(inArray(classEnrollments.classId, classIds))
      .groupBy(classEnrollments.classId);
  }

  /** The day's marks of children on each class's roster (a child who left keeps old marks). */
  async listMarks(classIds: string[], date: string): Promise<TodayMarkRow[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({
        classId: attendanceMarks.classId,
        childId: attendanceMarks.childId,
        firstName: children.firstName,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .innerJoin(
        classEnrollments,
        and(
          eq(classEnrollments.classId, attendanceMarks.classId),
          eq(classEnrollments.childId, attendanceMarks.childId),
        ),
      )
      .innerJoin(children, eq(children.id, attendanceMarks.childId))
      .where(and(inArray(attendanceMarks.classId, classIds), eq(attendanceMarks.date, date)))
      .orderBy(asc(children.firstName), asc(children.lastName));
  }

  /** The classes whose register for the day is marked complete. */
  async listCompleteRegisters(classIds: string[], date: string): Promise<string[]> {
    if (classIds.length === 0) return [];
    const rows = await this.db
      .select({ classId: attendanceRegisters.classId })
      .from(attendanceRegisters)
      .where(
        and(
          inArray(attendanceRegisters.classId, classIds),
          eq(attendanceRegisters.date, date),
          eq(attendanceRegisters.isComplete, true),
        ),
      );
    return rows.map((row) => row.classId);
  }

  async countPendingExcusals(classIds: string[]): Promise<ClassCount[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({ classId: childExcusals.classId, n: count() })
      .from(childExcusals)
      .where(and(inArray(childExcusals.classId, classIds), eq(childExcusals.status, 'pending')))
      .groupBy(childExcusals.classId);
  }

  /** Observations dated the given day, per class. */
  async countObservations(classIds: string[], date: string): Promise<ClassCount[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({ classId: observations.classId, n: count() })
      .from(observations)
      .where(and(inArray(observations.classId, classIds), eq(observations.observedOn, date)))
      .groupBy(observations.classId);
  }
}
