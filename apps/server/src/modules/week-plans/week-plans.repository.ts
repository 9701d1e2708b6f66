import { and, asc, eq, gte, inArray, lte, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { schools, units, users, weekPlanItems, weekPlans } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type WeekPlanRow = typeof weekPlans.$inferSelect;
export type PlanItemRow = typeof weekPlanItems.$inferSelect & {
  unitTitle: string | null;
  markedByFirstName: string | null;
  markedByLastName: string | null;
};
export type PlanItemInsert = typeof weekPlanItems.$inferInsert & { id: string };

/** Weekly plans and their items: the week-plans module's Drizzle door. */
export class WeekPlansRepository extends Repository<WeekPlansRepository> {
  protected bind(db: Database) {
    return new WeekPlansRepository(db);
  }

  async findSchoolAcademicYear(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ academicYear: schools.academicYear })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.academicYear ?? null;
  }

  async findWeekPlan(classId: string, weekStart: string): Promise<WeekPlanRow | null> {
    const [row] = await this.db
      .select()
      .from(weekPlans)
      .where(and(eq(weekPlans.classId, classId), eq(weekPlans.weekStart, weekStart)));
    return row ?? null;
  }

  /** The week's row, made on first use (two first items at once make one). */
  async ensureWeekPlan(row: typeof weekPlans.$inferInsert & { id: string }): Promise<WeekPlanRow> {
    await this.db.insert(weekPlans).values(row).onConflictDoNothing();
    const found = await this.findWeekPlan(row.classId, row.weekStart);
    return found!;
  }

  /** Locks the week's row (two copies of last week take turns). */
  async lockWeekPlan(id: string): Promise<void> {
    await this.db.select({ id: weekPlans.id }).from(weekPlans).where(eq(weekPlans.id, id)).for('update');
  }

  async updateWeekPlan(id: string, patch: Partial<typeof weekPlans.$inferInsert>): Promise<void> {
    await this.db.update(weekPlans).set(patch).where(eq(weekPlans.id, id));
  }

  private selectItems() {
    return this.db
      .select({
        item: weekPlanItems,
        unitTitle: units.title,
        markedByFirstName: users.firstName,
        markedByLastName: users.lastName,
      })
      .from(weekPlanItems)
      .leftJoin(units, eq(units.id, weekPlanItems.sourceUnitId))
      .leftJoin(users, eq(users.id, weekPlanItems.markedBy));
  }

  private static flatten(
    rows: {
      item: typeof weekPlanItems.$inferSelect;
      unitTitle: string | null;
      markedByFirstName: string | null;
      markedByLastName: string | null;
    }[],
  ): PlanItemRow[] {
    return rows.map(({ item, ...rest }) => ({ ...item, ...rest }));
  }

  /** A class's items dated within [from, to], by date, then position. */
  async listItemsInRange(classId: string, from: string, to: string): Promise<PlanItemRow[]> {
    const rows = await this.selectItems()
      .where(
        and(eq(weekPlanItems.classId, classId), gte(weekPlanItems.date, from), lte(weekPlanItems.date, to)),
      )
      .orderBy(
        asc(weekPlanItems.date),
        asc(weekPlanItems.position),
        asc(weekPlanItems.createdAt),
        asc(weekPlanItems.id),
      );
    return WeekPlansRepository.flatten(rows);
  }

  async findItem(id: string): Promise<PlanItemRow | null> {
    const rows = await this.selectItems().where(eq(weekPlanItems.id, id));
    return WeekPlansRepository.flatten(rows)[0] ?? null;
  }

  /** Locks an item's row for a write. */
  async lockItem(id: string): Promise<typeof weekPlanItems.$inferSelect | null> {
    const [row] = await this.db.select().from(weekPlanItems).where(eq(weekPlanItems.id, id)).for('update');
    return row ?? null;
  }

  /** The position after the last item of a cell. */
  async nextPosition(classId: string, date: string, blockId: string): Promise<number> {
    const [row] = await this.db
      .select({ last: max(weekPlanItems.position) })
      .from(weekPlanItems)
      .where(
        and(
          eq(weekPlanItems.classId, classId),
          eq(weekPlanItems.date, date),
          eq(weekPlanItems.blockId, blockId),
        ),
      );
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  }

  async countItems(weekPlanId: string): Promise<number> {
    const rows = await this.db
      .select({ id: weekPlanItems.id })
      .from(weekPlanItems)
      .where(eq(weekPlanItems.weekPlanId, weekPlanId));
    return rows.length;
  }

  async insertItems(rows: PlanItemInsert[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.insert(weekPlanItems).values(rows);
  }

  async updateItem(id: string, patch: Partial<typeof weekPlanItems.$inferInsert>): Promise<void> {
    await this.db.update(weekPlanItems).set(patch).where(eq(weekPlanItems.id, id));
  }

  async deleteItem(id: string): Promise<void> {
    await this.db.delete(weekPlanItems).where(eq(weekPlanItems.id, id));
  }

  /** Units' titles by id (items copied from a unit name it). */
  async unitTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: units.id, title: units.title })
      .from(units)
      .where(inArray(units.id, ids));
    return new Map(rows.map((row) => [row.id, row.title]));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
