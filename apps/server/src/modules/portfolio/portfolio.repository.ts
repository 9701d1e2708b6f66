import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PortfolioItemKind } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classes,
  parentLinks,
  portfolioShares,
  schools,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type ShareInsert = typeof portfolioShares.$inferInsert;

export interface ChildRow {
  id: string;
  schoolId: string;
  firstName: string;
  lastName: string;
}

/** An item as the share table names it. */
export const shareKey = (kind: PortfolioItemKind, id: string) => `${kind}:${id}`;

/**
 * The portfolio's Drizzle door: its own share table, and the school's core records it names
 * (the child, their classes and parents, class and school names). The items themselves are other
 * modules' records, read through their services, never here.
 */
export class PortfolioRepository extends Repository<PortfolioRepository> {
  protected bind(db: Database) {
    return new PortfolioRepository(db);
  }

  /** The ids a child's family may read, by kind. */
  async sharedIds(childId: string): Promise<Record<PortfolioItemKind, string[]>> {
    const rows = await this.db
      .select({ kind: portfolioShares.itemKind, id: portfolioShares.itemId })
      .from(portfolioShares)
      .where(eq(portfolioShares.childId, childId));
    const byKind: Record<PortfolioItemKind, string[]> = { story: [], observation: [], photo: [] };
    for (const row of rows) byKind[row.kind].push(row.id);
    return byKind;
  }

  /** Which of these items are shared in the child's portfolio (`shareKey`s). */
  async sharedAmong(childId: string, items: { kind: PortfolioItemKind; id: string }[]): Promise<Set<string>> {
    if (items.length === 0) return new Set();
    const rows = await this.db
      .select({ kind: portfolioShares.itemKind, id: portfolioShares.itemId })
      .from(portfolioShares)
      .where(
        and(
          eq(portfolioShares.childId, childId),
          inArray(
            portfolioShares.itemId,
            items.map((item) => item.id),
          ),
        ),
      );
    return new Set(rows.map((row) => shareKey(row.kind, row.id)));
  }

  /** Shares an item; false when it already was (a toggle racing another). */
  async insertShare(row: ShareInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(portfolioShares)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: portfolioShares.itemId });
    return inserted.length > 0;
  }

  /** Stops sharing an item; false when it was not shared. */
  async deleteShare(childId: string, kind: PortfolioItemKind, itemId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(portfolioShares)
      .where(
        and(
          eq(portfolioShares.childId, childId),
          eq(portfolioShares.itemKind, kind),
          eq(portfolioShares.itemId, itemId),
        ),
      )
      .returning({ id: portfolioShares.itemId });
    return deleted.length > 0;
  }

  async findChild(childId: string): Promise<ChildRow | null> {
    const [row] = await this.db
      .select({
        id: children.id,
        schoolId: children.schoolId,
        firstName: children.firstName,
        lastName: children.lastName,
      })
      .from(children)
      .where(eq(children.id, childId));
    return row ?? null;
  }

  /** The classes a child is in now (not archived): the staff who hear of a share change. */
  async classIdsOf(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ classId: classEnrollments.classId })
      .from(classEnrollments)
      .innerJoin(classes, eq(classes.id, classEnrollments.classId))
      .where(and(eq(classEnrollments.childId, childId), isNull(classes.archivedAt)))
      .orderBy(asc(classEnrollments.createdAt));
    return rows.map((row) => row.classId);
  }

  /** The child's parents (their user ids), who hear of a share change. */
  async parentsOf(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: parentLinks.parentUserId })
      .from(parentLinks)
      .where(eq(parentLinks.childId, childId));
    return rows.map((row) => row.userId);
  }

  /** Class names by id (an item's class may be one the child has left). */
  async classNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(inArray(classes.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async schoolName(schoolId: string): Promise<string> {
    const [row] = await this.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
    return row?.name ?? '';
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
