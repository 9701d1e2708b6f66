import { and, asc, eq } from 'drizzle-orm';
import type { AgeBand, BalanceTargets, DayBlock, DayScheduleScope } from '@cue/contracts';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { daySchedules, planningSettings, users } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

/** A schedule with the name of who last changed it. */
export type DayScheduleRow = typeof daySchedules.$inferSelect & {
  updatedByFirstName: string | null;
  updatedByLastName: string | null;
};

/** Which schedule a write is about: the school's, an age band's, or a class's. */
export interface ScheduleScope {
  scope: DayScheduleScope;
  ageBand: AgeBand | null;
  classId: string | null;
}

/** Day schedules and the school's balance targets: the day schedule module's Drizzle door. */
export class DayScheduleRepository extends Repository<DayScheduleRepository> {
  protected bind(db: Database) {
    return new DayScheduleRepository(db);
  }

  private select() {
    return this.db
      .select({
        schedule: daySchedules,
        updatedByFirstName: users.firstName,
        updatedByLastName: users.lastName,
      })
      .from(daySchedules)
      .leftJoin(users, eq(users.id, daySchedules.updatedBy));
  }

  /** Every schedule of the school: the school's first, then age bands, then classes. */
  async listOfSchool(schoolId: string): Promise<DayScheduleRow[]> {
    const rows = await this.select()
      .where(eq(daySchedules.schoolId, schoolId))
      .orderBy(asc(daySchedules.scope), asc(daySchedules.ageBand), asc(daySchedules.createdAt));
    return rows.map(({ schedule, ...names }) => ({ ...schedule, ...names }));
  }

  async findById(id: string): Promise<DayScheduleRow | null> {
    const [row] = await this.select().where(eq(daySchedules.id, id));
    return row
      ? {
          ...row.schedule,
          updatedByFirstName: row.updatedByFirstName,
          updatedByLastName: row.updatedByLastName,
        }
      : null;
  }

  /** The school's schedule of one scope, if it keeps one. */
  async findByScope(schoolId: string, scope: ScheduleScope): Promise<DayScheduleRow | null> {
    const [row] = await this.select().where(
      and(
        eq(daySchedules.schoolId, schoolId),
        eq(daySchedules.scope, scope.scope),
        scope.scope === 'age_band' ? eq(daySchedules.ageBand, scope.ageBand!) : undefined,
        scope.scope === 'class' ? eq(daySchedules.classId, scope.classId!) : undefined,
      ),
    );
    return row
      ? {
          ...row.schedule,
          updatedByFirstName: row.updatedByFirstName,
          updatedByLastName: row.updatedByLastName,
        }
      : null;
  }

  /** Writes the scope's schedule (one per scope: the partial unique indexes hold it; call in a transaction). */
  async upsert(
    schoolId: string,
    scope: ScheduleScope,
    values: { id: string; blocks: DayBlock[]; updatedBy: string; at: Date },
  ): Promise<string> {
    // Two first saves of one scope at once: the second waits, then updates the first's row.
    await lockUntilCommit(
      this.db,
      `day_schedule:${schoolId}:${scope.scope}:${scope.ageBand ?? ''}:${scope.classId ?? ''}`,
    );
    const existing = await this.findByScope(schoolId, scope);
    if (existing) {
      await this.db
        .update(daySchedules)
        .set({ blocks: values.blocks, updatedBy: values.updatedBy, updatedAt: values.at })
        .where(eq(daySchedules.id, existing.id));
      return existing.id;
    }
    await this.db.insert(daySchedules).values({
      id: values.id,
      schoolId,
      scope: scope.scope,
      ageBand: scope.ageBand,
      classId: scope.classId,
      blocks: values.blocks,
      updatedBy: values.updatedBy,
      createdAt: values.at,
      updatedAt: values.at,
    });
    return values.id;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(daySchedules).where(eq(daySchedules.id, id));
  }

  /** The school's balance targets, or null until it sets its own. */
  async findTargets(schoolId: string): Promise<BalanceTargets | null> {
    const [row] = await this.db
      .select({ targets: planningSettings.balanceTargets })
      .from(planningSettings)
      .where(eq(planningSettings.schoolId, schoolId));
    return row?.targets ?? null;
  }

  async saveTargets(schoolId: string, targets: BalanceTargets, at: Date): Promise<void> {
    await this.db
      .insert(planningSettings)
      .values({ schoolId, balanceTargets: targets, updatedAt: at })
      .onConflictDoUpdate({
        target: planningSettings.schoolId,
        set: { balanceTargets: targets, updatedAt: at },
      });
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
