import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CurriculumFrameworkKey } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { classes, curriculumOutcomes } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type SchoolOutcomeRow = typeof curriculumOutcomes.$inferSelect;

/** A class as the curriculum screens need it. */
export interface CurriculumClassRow {
  id: string;
  schoolId: string;
  name: string;
  ageRange: string;
  classCurriculum: string | null;
  archivedAt: Date | null;
}

/** The school's own outcomes and the classes' frameworks: the curriculum module's Drizzle door. */
export class CurriculumRepository extends Repository<CurriculumRepository> {
  protected bind(db: Database) {
    return new CurriculumRepository(db);
  }

  async findClass(id: string): Promise<CurriculumClassRow | null> {
    const [row] = await this.db
      .select({
        id: classes.id,
        schoolId: classes.schoolId,
        name: classes.name,
        ageRange: classes.ageRange,
        classCurriculum: classes.classCurriculum,
        archivedAt: classes.archivedAt,
      })
      .from(classes)
      .where(eq(classes.id, id));
    return row ?? null;
  }

  async setClassFramework(id: string, framework: CurriculumFrameworkKey | null): Promise<void> {
    await this.db.update(classes).set({ classCurriculum: framework }).where(eq(classes.id, id));
  }

  /** The school's live outcomes in a framework, oldest first. */
  async listOutcomes(schoolId: string, framework: CurriculumFrameworkKey): Promise<SchoolOutcomeRow[]> {
    return this.db
      .select()
      .from(curriculumOutcomes)
      .where(
        and(
          eq(curriculumOutcomes.schoolId, schoolId),
          eq(curriculumOutcomes.framework, framework),
          isNull(curriculumOutcomes.archivedAt),
        ),
      )
      .orderBy(asc(curriculumOutcomes.createdAt), asc(curriculumOutcomes.id));
  }

  async findOutcome(id: string): Promise<SchoolOutcomeRow | null> {
    const [row] = await this.db.select().from(curriculumOutcomes).where(eq(curriculumOutcomes.id, id));
    return row ?? null;
  }

  /** Live outcomes under one competency (the per-competency limit). */
  async countOutcomesUnder(
    schoolId: string,
    framework: CurriculumFrameworkKey,
    competencyCode: string,
  ): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(curriculumOutcomes)
      .where(
        and(
          eq(curriculumOutcomes.schoolId, schoolId),
          eq(curriculumOutcomes.framework, framework),
          eq(curriculumOutcomes.competencyCode, competencyCode),
          isNull(curriculumOutcomes.archivedAt),
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * The next 'SCHOOL-<n>' of the school in the framework (archived ones count: a code is never
   * reused). Call inside the insert's transaction: it takes a lock on the school and framework so
   * two outcomes added at once get different numbers.
   */
  async nextOutcomeCode(schoolId: string, framework: CurriculumFrameworkKey): Promise<string> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`curriculum:${schoolId}:${framework}`}))`,
    );
    const [row] = await this.db
      .select({
        n: sql<number>`coalesce(max(nullif(regexp_replace(${curriculumOutcomes.code}, '^SCHOOL-', ''), '')::int), 0)`,
      })
      .from(curriculumOutcomes)
      .where(and(eq(curriculumOutcomes.schoolId, schoolId), eq(curriculumOutcomes.framework, framework)));
    return `SCHOOL-${(row?.n ?? 0) + 1}`;
  }

  async insertOutcome(row: typeof curriculumOutcomes.$inferInsert): Promise<void> {
    await this.db.insert(curriculumOutcomes).values(row);
  }

  async updateOutcome(id: string, patch: Partial<typeof curriculumOutcomes.$inferInsert>): Promise<void> {
    await this.db.update(curriculumOutcomes).set(patch).where(eq(curriculumOutcomes.id, id));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
