import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { classProjects, schools, weekPlanItems, weekPlans, yearThemes } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type YearThemeRow = typeof yearThemes.$inferSelect;

export interface WeekCounts {
  weekStart: string;
  planned: number;
  done: number;
}

export interface ShiftProject {
  id: string;
  startDate: string;
  endDate: string;
}

export interface ShiftWeekPlan {
  id: string;
  weekStart: string;
  /** Its items' latest date or moved_to (null: no items). */
  lastDate: string | null;
  items: number;
}

/**
 * Long- and mid-term plans (year_themes), and — until the projects and weekly planning modules
 * offer services for them — the reads (and, for the holiday shift, the updates) of their tables
 * that the term plan needs, each in a function saying so.
 */
export class TermPlansRepository extends Repository<TermPlansRepository> {
  protected bind(db: Database) {
    return new TermPlansRepository(db);
  }

  /** The school's academic year text ('DD-MM-YYYY - DD-MM-YYYY' or '-'). */
  async schoolAcademicYear(schoolId: string): Promise<string> {
    const [row] = await this.db
      .select({ academicYear: schools.academicYear })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.academicYear ?? '-';
  }

  /** The class's themed months. */
  async yearThemes(classId: string): Promise<YearThemeRow[]> {
    return this.db
      .select()
      .from(yearThemes)
      .where(eq(yearThemes.classId, classId))
      .orderBy(asc(yearThemes.month));
  }

  /** The class's theme for one month ('YYYY-MM'), null when none. */
  async yearTheme(classId: string, month: string): Promise<string | null> {
    const [row] = await this.db
      .select({ theme: yearThemes.theme })
      .from(yearThemes)
      .where(and(eq(yearThemes.classId, classId), eq(yearThemes.month, month)));
    return row?.theme ?? null;
  }

  async upsertYearTheme(row: typeof yearThemes.$inferInsert): Promise<void> {
    await this.db
      .insert(yearThemes)
      .values(row)
      .onConflictDoUpdate({
        target: [yearThemes.classId, yearThemes.month],
        set: {
          theme: row.theme,
          competencies: row.competencies,
          notes: row.notes,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
        },
      });
  }

  async deleteYearTheme(classId: string, month: string): Promise<boolean> {
    const deleted = await this.db
      .delete(yearThemes)
      .where(and(eq(yearThemes.classId, classId), eq(yearThemes.month, month)))
      .returning({ month: yearThemes.month });
    return deleted.length > 0;
  }

  /** reads projects' table (class_projects): the year plan counts the projects starting each month. */
  async projectStartsPerMonth(classId: string): Promise<Map<string, number>> {
    const month = sql<string>`to_char(${classProjects.startDate}, 'YYYY-MM')`;
    const rows = await this.db
      .select({ month, n: sql<number>`count(*)`.mapWith(Number) })
      .from(classProjects)
      .where(eq(classProjects.classId, classId))
      .groupBy(month);
    return new Map(rows.map((row) => [row.month, row.n]));
  }

  /**
   * reads weekly planning's tables (week_plans, week_plan_items): each week's planned activities
   * (a moved one is counted where its copy was placed, not twice) and those marked done.
   */
  async weekCounts(classId: string, fromWeek: string, toWeek: string): Promise<WeekCounts[]> {
    return this.db
      .select({
        weekStart: weekPlans.weekStart,
        planned: sql<number>`count(*) filter (where ${weekPlanItems.status} <> 'moved')`.mapWith(Number),
        done: sql<number>`count(*) filter (where ${weekPlanItems.status} = 'done')`.mapWith(Number),
      })
      .from(weekPlans)
      .innerJoin(weekPlanItems, eq(weekPlanItems.weekPlanId, weekPlans.id))
      .where(
        and(
          eq(weekPlans.classId, classId),
          gte(weekPlans.weekStart, fromWeek),
          lte(weekPlans.weekStart, toWeek),
        ),
      )
      .groupBy(weekPlans.weekStart);
  }

  /** reads projects' table (class_projects), locked: the holiday shift moves those starting on/after the week. */
  async projectsStartingFrom(classId: string, fromWeek: string): Promise<ShiftProject[]> {
    return this.db
      .select({ id: classProjects.id, startDate: classProjects.startDate, endDate: classProjects.endDate })
      .from(classProjects)
      .where(and(eq(classProjects.classId, classId), gte(classProjects.startDate, fromWeek)))
      .for('update');
  }

  /** reads projects' table (class_projects), locked: the holiday shift extends those running across the week. */
  async projectsAcross(classId: string, fromWeek: string): Promise<ShiftProject[]> {
    return this.db
      .select({ id: classProjects.id, startDate: classProjects.startDate, endDate: classProjects.endDate })
      .from(classProjects)
      .where(
        and(
          eq(classProjects.classId, classId),
          lt(classProjects.startDate, fromWeek),
          gte(classProjects.endDate, fromWeek),
        ),
      )
      .for('update');
  }

  /** reads weekly planning's tables, locked: the class's week plans from the week on, latest first. */
  async weekPlansFrom(classId: string, fromWeek: string): Promise<ShiftWeekPlan[]> {
    const plans = await this.db
      .select({ id: weekPlans.id, weekStart: weekPlans.weekStart })
      .from(weekPlans)
      .where(and(eq(weekPlans.classId, classId), gte(weekPlans.weekStart, fromWeek)))
      .orderBy(desc(weekPlans.weekStart))
      .for('update');
    if (plans.length === 0) return [];
    const items = await this.db
      .select({
        weekPlanId: weekPlanItems.weekPlanId,
        n: sql<number>`count(*)`.mapWith(Number),
        lastDate: sql<string | null>`max(greatest(${weekPlanItems.date}, ${weekPlanItems.movedTo}))::text`,
      })
      .from(weekPlanItems)
      .where(
        inArray(
          weekPlanItems.weekPlanId,
          plans.map((plan) => plan.id),
        ),
      )
      .groupBy(weekPlanItems.weekPlanId);
    const byPlan = new Map(items.map((row) => [row.weekPlanId, row]));
    return plans.map((plan) => ({
      ...plan,
      lastDate: byPlan.get(plan.id)?.lastDate ?? null,
      items: byPlan.get(plan.id)?.n ?? 0,
    }));
  }

  /** updates projects' table (class_projects): the holiday shift moves a project's dates. */
  async moveProject(id: string, startDate: string, endDate: string, at: Date): Promise<void> {
    await this.db
      .update(classProjects)
      .set({ startDate, endDate, updatedAt: at })
      .where(eq(classProjects.id, id));
  }

  /**
   * updates weekly planning's tables (week_plans, week_plan_items): the holiday shift moves a
   * week plan by `days` with its items' dates and moved_to. Callers move the latest week first so
   * the (class_id, week_start) unique index never sees two plans on one week.
   */
  async moveWeekPlan(id: string, weekStart: string, days: number, at: Date): Promise<void> {
    await this.db.update(weekPlans).set({ weekStart, updatedAt: at }).where(eq(weekPlans.id, id));
    await this.db
      .update(weekPlanItems)
      .set({
        date: sql`${weekPlanItems.date} + ${days}::int`,
        movedTo: sql`${weekPlanItems.movedTo} + ${days}::int`,
        updatedAt: at,
      })
      .where(eq(weekPlanItems.weekPlanId, id));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
