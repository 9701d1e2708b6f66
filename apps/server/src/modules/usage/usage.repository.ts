import { and, desc, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { cueCommandEvents, USAGE_TOP_STAFF, type UsageRecordKind } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  announcements,
  assistantConversations,
  assistantMessages,
  assistantTaskLog,
  attendanceMarks,
  classes,
  journalPosts,
  observations,
  staffMemberships,
  users,
} from '../../db/schema/index.js';

/** Where usage is counted from: the school's rows made since `since`, weeks in its time zone. */
export interface UsageWindow {
  schoolId: string;
  since: Date;
  timeZone: string;
}

export interface WeekCount {
  week: string;
  n: number;
}

/** The Monday (YYYY-MM-DD) of the school-local week an instant falls in. */
const weekOf = (column: AnyColumn, timeZone: string) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

/** By the week: the time zone is a bound parameter, so the select's expression is not repeated. */
const byFirstColumn = sql`1`;

/**
 * Usage is counted from the records' own tables, not from audit_log: the audit log has one row
 * for a bulk change of many records (delete by filters, a bulk register), none for records the
 * seed or an import wrote, and its actions were named by each module over time.
 */
export class UsageRepository extends Repository<UsageRepository> {
  protected bind(db: Database) {
    return new UsageRepository(db);
  }

  /** One query per kind of record: how many were made each week of the window. */
  async countPerWeek(kind: UsageRecordKind, window: UsageWindow): Promise<WeekCount[]> {
    const { db } = this;
    const { schoolId, since, timeZone } = window;
    const grouped = (column: AnyColumn) => ({
      fields: { week: weekOf(column, timeZone), n: sql<number>`count(*)`.mapWith(Number) },
    });
    switch (kind) {
      case 'attendance_marks': {
        const { fields } = grouped(attendanceMarks.createdAt);
        return db
          .select(fields)
          .from(attendanceMarks)
          .where(and(eq(attendanceMarks.schoolId, schoolId), gte(attendanceMarks.createdAt, since)))
          .groupBy(byFirstColumn);
      }
      case 'observations': {
        const { fields } = grouped(observations.createdAt);
        return db
          .select(fields)
          .from(observations)
          .where(and(eq(observations.schoolId, schoolId), gte(observations.createdAt, since)))
          .groupBy(byFirstColumn);
      }
      case 'journal_posts': {
        const { fields } = grouped(journalPosts.createdAt);
        return db
          .select(fields)
          .from(journalPosts)
          .where(and(eq(journalPosts.schoolId, schoolId), gte(journalPosts.createdAt, since)))
          .groupBy(byFirstColumn);
      }
      case 'announcements': {
        const { fields } = grouped(announcements.createdAt);
        return db
          .select(fields)
          .from(announcements)
          .where(and(eq(announcements.schoolId, schoolId), gte(announcements.createdAt, since)))
          .groupBy(byFirstColumn);
      }
      case 'cue_commands': {
        // The task log knows the class a command was given in, and so the school.
        const { fields } = grouped(assistantTaskLog.createdAt);
        return db
          .select(fields)
          .from(assistantTaskLog)
          .innerJoin(classes, eq(classes.id, sql`${assistantTaskLog.context}->>'class_id'`))
          .where(
            and(
              eq(classes.schoolId, schoolId),
              eq(assistantTaskLog.endpointName, cueCommandEvents.command),
              gte(assistantTaskLog.createdAt, since),
            ),
          )
          .groupBy(byFirstColumn);
      }
      case 'cue_questions': {
        const { fields } = grouped(assistantMessages.createdAt);
        return db
          .select(fields)
          .from(assistantMessages)
          .innerJoin(assistantConversations, eq(assistantConversations.id, assistantMessages.conversationId))
          .where(
            and(
              eq(assistantConversations.schoolId, schoolId),
              eq(assistantMessages.role, 'user'),
              gte(assistantMessages.createdAt, since),
            ),
          )
          .groupBy(byFirstColumn);
      }
    }
  }

  /**
   * The staff of the school who made the most records (marks, observations, journal posts,
   * announcements) in the window: one query over all four tables.
   */
  async mostActiveStaff(
    window: UsageWindow,
  ): Promise<{ userId: string; firstName: string; lastName: string; records: number }[]> {
    const { db } = this;
    const { schoolId, since } = window;
    const byAuthor = unionAll(
      db
        .select({ userId: sql<string>`${attendanceMarks.markedByUserId}`.as('user_id') })
        .from(attendanceMarks)
        .where(and(eq(attendanceMarks.schoolId, schoolId), gte(attendanceMarks.createdAt, since))),
      db
        .select({ userId: sql<string>`${observations.createdByUserId}`.as('user_id') })
        .from(observations)
        .where(and(eq(observations.schoolId, schoolId), gte(observations.createdAt, since))),
      db
        .select({ userId: sql<string>`${journalPosts.createdByUserId}`.as('user_id') })
        .from(journalPosts)
        .where(and(eq(journalPosts.schoolId, schoolId), gte(journalPosts.createdAt, since))),
      db
        .select({ userId: sql<string>`${announcements.createdByUserId}`.as('user_id') })
        .from(announcements)
        .where(and(eq(announcements.schoolId, schoolId), gte(announcements.createdAt, since))),
    ).as('made');
    const records = sql<number>`count(*)`.mapWith(Number);
    return (
      db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, records })
        .from(byAuthor)
        .innerJoin(users, eq(users.id, byAuthor.userId))
        // Staff of this school only (a parent's excusal is not staff work).
        .innerJoin(
          staffMemberships,
          and(eq(staffMemberships.userId, users.id), eq(staffMemberships.schoolId, schoolId)),
        )
        .groupBy(users.id, users.firstName, users.lastName)
        .orderBy(desc(records), users.firstName, users.lastName)
        .limit(USAGE_TOP_STAFF)
    );
  }
}
