import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { classes, schoolDivisions } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type DivisionRow = typeof schoolDivisions.$inferSelect & { classCount: number };

/** A school's divisions and how many classes each groups. */
export class DivisionsRepository extends Repository<DivisionsRepository> {
  protected bind(db: Database) {
    return new DivisionsRepository(db);
  }

  async listDivisions(schoolId: string): Promise<DivisionRow[]> {
    return this.db
      .select({
        id: schoolDivisions.id,
        schoolId: schoolDivisions.schoolId,
        name: schoolDivisions.name,
        createdAt: schoolDivisions.createdAt,
        classCount: count(classes.id),
      })
      .from(schoolDivisions)
      .leftJoin(classes, eq(classes.divisionId, schoolDivisions.id))
      .where(eq(schoolDivisions.schoolId, schoolId))
      .groupBy(schoolDivisions.id)
      .orderBy(asc(schoolDivisions.name));
  }

  /** The division, whatever its school (the service answers 404 for another school's). */
  async findDivision(id: string): Promise<DivisionRow | null> {
    const [row] = await this.db
      .select({
        id: schoolDivisions.id,
        schoolId: schoolDivisions.schoolId,
        name: schoolDivisions.name,
        createdAt: schoolDivisions.createdAt,
        classCount: count(classes.id),
      })
      .from(schoolDivisions)
      .leftJoin(classes, eq(classes.divisionId, schoolDivisions.id))
      .where(eq(schoolDivisions.id, id))
      .groupBy(schoolDivisions.id);
    return row ?? null;
  }

  /** Whether another division of the school already has this name (case as typed). */
  async isNameTaken(schoolId: string, name: string, exceptId: string | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schoolDivisions.id })
      .from(schoolDivisions)
      .where(
        and(
          eq(schoolDivisions.schoolId, schoolId),
          eq(schoolDivisions.name, name),
          exceptId ? ne(schoolDivisions.id, exceptId) : undefined,
        ),
      );
    return row !== undefined;
  }

  /** False when the school already has a division of that name (two offices adding it at once). */
  async insertDivision(row: typeof schoolDivisions.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(schoolDivisions)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: schoolDivisions.id });
    return inserted.length > 0;
  }

  async renameDivision(id: string, name: string): Promise<void> {
    await this.db.update(schoolDivisions).set({ name }).where(eq(schoolDivisions.id, id));
  }

  async deleteDivision(id: string): Promise<void> {
    await this.db.delete(schoolDivisions).where(eq(schoolDivisions.id, id));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
