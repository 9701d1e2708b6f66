import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  attendanceMarks,
  auditLog,
  careEntries,
  children,
  classEnrollments,
  parentLinks,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';

export type CareEntryInsert = typeof careEntries.$inferInsert;

/** A care entry with the names the screens show. */
export type CareEntryRow = typeof careEntries.$inferSelect & {
  childFirstName: string;
  childLastName: string;
  authorFirstName: string;
  authorLastName: string;
};

const author = alias(users, 'author');

/** Care log entries: the only Drizzle door of the care log module. */
export class CareLogRepository extends Repository<CareLogRepository> {
  protected bind(db: Database) {
    return new CareLogRepository(db);
  }

  private async select(where: SQL | undefined): Promise<CareEntryRow[]> {
    const rows = await this.db
      .select({
        entry: careEntries,
        childFirstName: children.firstName,
        childLastName: children.lastName,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
      })
      .from(careEntries)
      .innerJoin(children, eq(children.id, careEntries.childId))
      .innerJoin(author, eq(author.id, careEntries.createdByUserId))
      .where(where)
      // The day in order of time; entries of the same minute in the order written.
      .orderBy(asc(careEntries.day), asc(careEntries.time), asc(careEntries.id));
    return rows.map(({ entry, ...names }) => ({ ...entry, ...names }));
  }

  /** Entries by id, in the order asked for. */
  async findEntries(ids: string[]): Promise<CareEntryRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await this.select(inArray(careEntries.id, ids))).map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async findEntry(id: string): Promise<CareEntryRow | null> {
    return (await this.findEntries([id]))[0] ?? null;
  }

  /** A class's entries of one day. */
  listClassDay(classId: string, day: string): Promise<CareEntryRow[]> {
    return this.select(and(eq(careEntries.classId, classId), eq(careEntries.day, day)));
  }

  /** A child's entries of one day, in the given classes (those the reader may see). */
  listChildDay(childId: string, day: string, classIds: string[] | null): Promise<CareEntryRow[]> {
    return this.select(
      and(
        eq(careEntries.childId, childId),
        eq(careEntries.day, day),
        classIds ? inArray(careEntries.classId, classIds) : undefined,
      ),
    );
  }

  /** The nearest days before and after `day` that hold entries of the child (for paging by day). */
  async nearestDays(
    childId: string,
    day: string,
    classIds: string[] | null,
  ): Promise<{ previous: string | null; next: string | null }> {
    const scope = and(
      eq(careEntries.childId, childId),
      classIds ? inArray(careEntries.classId, classIds) : undefined,
    );
    const [previous] = await this.db
      .select({ day: careEntries.day })
      .from(careEntries)
      .where(and(scope, lt(careEntries.day, day)))
      .orderBy(desc(careEntries.day))
      .limit(1);
    const [next] = await this.db
      .select({ day: careEntries.day })
      .from(careEntries)
      .where(and(scope, gt(careEntries.day, day)))
      .orderBy(asc(careEntries.day))
      .limit(1);
    return { previous: previous?.day ?? null, next: next?.day ?? null };
  }

  async insertEntries(rows: CareEntryInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(careEntries).values(rows);
  }

  async updateEntry(
    id: string,
    changes: Pick<CareEntryInsert, 'time' | 'endTime' | 'details' | 'note' | 'updatedAt'>,
  ): Promise<void> {
    await this.db.update(careEntries).set(changes).where(eq(careEntries.id, id));
  }

  async deleteEntry(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(careEntries)
      .where(eq(careEntries.id, id))
      .returning({ id: careEntries.id });
    return rows.length === 1;
  }

  /** The parents linked to each child (who may hear of the child's records). */
  async parentsOf(childIds: string[]): Promise<Map<string, string[]>> {
    const parents = new Map<string, string[]>();
    if (childIds.length === 0) return parents;
    const rows = await this.db
      .select({ childId: parentLinks.childId, parentUserId: parentLinks.parentUserId })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, childIds));
    for (const row of rows) parents.set(row.childId, [...(parents.get(row.childId) ?? []), row.parentUserId]);
    return parents;
  }

  /** The day's register marks of a class: child id -> status. */
  async marksOf(classId: string, day: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ childId: attendanceMarks.childId, status: attendanceMarks.status })
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.classId, classId), eq(attendanceMarks.date, day)));
    return new Map(rows.map((row) => [row.childId, row.status]));
  }

  /** A child's school and current classes; null when there is no such child. */
  async findChild(childId: string): Promise<{ schoolId: string; classIds: string[] } | null> {
    const [child] = await this.db
      .select({ schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, childId));
    if (!child) return null;
    const enrolments = await this.db
      .select({ classId: classEnrollments.classId })
      .from(classEnrollments)
      .where(eq(classEnrollments.childId, childId));
    return { schoolId: child.schoolId, classIds: enrolments.map((row) => row.classId) };
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  /** Several audit rows at once (a group entry for a room). */
  async auditMany(entries: AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.insert(auditLog).values(entries.map(({ at, ...entry }) => ({ ...entry, createdAt: at })));
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** Stores the key with the records (in their transaction), or answers the first request's receipt. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
