import { and, asc, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { assessmentCycles, assessmentSchemes, schools } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type SchemeRow = typeof assessmentSchemes.$inferSelect;
export type SchemeInsert = typeof assessmentSchemes.$inferInsert & { id: string };
export type CycleRow = typeof assessmentCycles.$inferSelect;
export type CycleInsert = typeof assessmentCycles.$inferInsert & { id: string };
export type CycleChanges = Pick<CycleRow, 'name' | 'startDate' | 'endDate' | 'updatedAt'>;

/** A school's own assessment schemes and its classes' cycles: the assessment module's Drizzle door. */
export class AssessmentRepository extends Repository<AssessmentRepository> {
  protected bind(db: Database) {
    return new AssessmentRepository(db);
  }

  async listSchoolSchemes(schoolId: string): Promise<SchemeRow[]> {
    return this.db
      .select()
      .from(assessmentSchemes)
      .where(eq(assessmentSchemes.schoolId, schoolId))
      .orderBy(asc(assessmentSchemes.createdAt));
  }

  async findScheme(id: string): Promise<SchemeRow | null> {
    const [row] = await this.db.select().from(assessmentSchemes).where(eq(assessmentSchemes.id, id));
    return row ?? null;
  }

  /** The scheme keys the school's cycles use (shipped keys and school scheme ids). */
  async schemesInUse(schoolId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectDistinct({ scheme: assessmentCycles.scheme })
      .from(assessmentCycles)
      .where(eq(assessmentCycles.schoolId, schoolId));
    return new Set(rows.map((row) => row.scheme));
  }

  async countSchoolSchemes(schoolId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(assessmentSchemes)
      .where(eq(assessmentSchemes.schoolId, schoolId));
    return row?.n ?? 0;
  }

  async insertScheme(values: SchemeInsert): Promise<void> {
    await this.db.insert(assessmentSchemes).values(values);
  }

  async updateScheme(id: string, changes: Partial<Omit<SchemeInsert, 'id' | 'schoolId'>>): Promise<void> {
    await this.db.update(assessmentSchemes).set(changes).where(eq(assessmentSchemes.id, id));
  }

  async deleteScheme(id: string): Promise<void> {
    await this.db.delete(assessmentSchemes).where(eq(assessmentSchemes.id, id));
  }

  async listCyclesOfClass(classId: string): Promise<CycleRow[]> {
    return this.db
      .select()
      .from(assessmentCycles)
      .where(eq(assessmentCycles.classId, classId))
      .orderBy(asc(assessmentCycles.startDate));
  }

  async findCycle(id: string): Promise<CycleRow | null> {
    const [row] = await this.db.select().from(assessmentCycles).where(eq(assessmentCycles.id, id));
    return row ?? null;
  }

  async findCycles(ids: readonly string[]): Promise<CycleRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(assessmentCycles)
      .where(inArray(assessmentCycles.id, [...ids]));
  }

  /** The class's cycles sharing a day with from..to (inclusive), but for `exceptId`. */
  async overlappingCycles(
    classId: string,
    from: string,
    to: string,
    exceptId: string | null,
  ): Promise<CycleRow[]> {
    return this.db
      .select()
      .from(assessmentCycles)
      .where(
        and(
          eq(assessmentCycles.classId, classId),
          lte(assessmentCycles.startDate, to),
          gte(assessmentCycles.endDate, from),
          ...(exceptId ? [ne(assessmentCycles.id, exceptId)] : []),
        ),
      );
  }

  async countCyclesOfClass(classId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(assessmentCycles)
      .where(eq(assessmentCycles.classId, classId));
    return row?.n ?? 0;
  }

  async insertCycle(values: CycleInsert): Promise<void> {
    await this.db.insert(assessmentCycles).values(values);
  }

  async updateCycle(id: string, changes: CycleChanges): Promise<void> {
    await this.db.update(assessmentCycles).set(changes).where(eq(assessmentCycles.id, id));
  }

  async deleteCycle(id: string): Promise<void> {
    await this.db.delete(assessmentCycles).where(eq(assessmentCycles.id, id));
  }

  /** Serialises writes to one class's cycles (the overlap check) until the transaction ends. */
  async lockClassCycles(classId: string): Promise<void> {
    await lockUntilCommit(this.db, `assessment_cycles:${classId}`);
  }

  /** Serialises writes to one school's schemes (the in-use check) until the transaction ends. */
  async lockSchoolSchemes(schoolId: string): Promise<void> {
    await lockUntilCommit(this.db, `assessment_schemes:${schoolId}`);
  }

  async findSchoolAcademicYear(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ academicYear: schools.academicYear })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.academicYear ?? null;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
