import { and, asc, count, eq, gte, lte, ne } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { classProjects, schools, units, users } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

/** The unit a project uses, as its answers show it. */
export interface ProjectUnitRef {
  id: string;
  title: string;
  organizationId: string | null;
  theme: string;
  ageBand: string;
  durationDays: number;
  competencies: string[];
}

export type ProjectRow = typeof classProjects.$inferSelect & {
  unit: ProjectUnitRef | null;
  creatorFirstName: string;
  creatorLastName: string;
};
export type ProjectInsert = typeof classProjects.$inferInsert & { id: string };
export type ProjectChanges = Pick<
  typeof classProjects.$inferInsert,
  'unitId' | 'title' | 'startDate' | 'endDate' | 'notes' | 'isDefault' | 'updatedAt'
>;

/** Class projects and the units they use: the projects module's Drizzle door. */
export class ProjectsRepository extends Repository<ProjectsRepository> {
  protected bind(db: Database) {
    return new ProjectsRepository(db);
  }

  private select() {
    return this.db
      .select({
        project: classProjects,
        unitId: units.id,
        unitTitle: units.title,
        unitOrganizationId: units.organizationId,
        unitTheme: units.theme,
        unitAgeBand: units.ageBand,
        unitDurationDays: units.durationDays,
        unitCompetencies: units.competencies,
        unitDeletedAt: units.deletedAt,
        creatorFirstName: users.firstName,
        creatorLastName: users.lastName,
      })
      .from(classProjects)
      .leftJoin(units, eq(units.id, classProjects.unitId))
      .innerJoin(users, eq(users.id, classProjects.createdBy));
  }

  private static flatten(rows: Awaited<ReturnType<ProjectsRepository['select']>>): ProjectRow[] {
    return rows.map((row) => ({
      ...row.project,
      unit:
        row.unitId && !row.unitDeletedAt
          ? {
              id: row.unitId,
              title: row.unitTitle!,
              organizationId: row.unitOrganizationId,
              theme: row.unitTheme!,
              ageBand: row.unitAgeBand!,
              durationDays: row.unitDurationDays!,
              competencies: row.unitCompetencies ?? [],
            }
          : null,
      creatorFirstName: row.creatorFirstName,
      creatorLastName: row.creatorLastName,
    }));
  }

  /** The class's projects by start date. */
  async listOfClass(classId: string): Promise<ProjectRow[]> {
    return ProjectsRepository.flatten(
      await this.select()
        .where(eq(classProjects.classId, classId))
        .orderBy(asc(classProjects.startDate), asc(classProjects.createdAt)),
    );
  }

  /** The class's projects running on any day from `from` to `to` (inclusive), by start date. */
  async listInRange(classId: string, from: string, to: string): Promise<ProjectRow[]> {
    return ProjectsRepository.flatten(
      await this.select()
        .where(
          and(
            eq(classProjects.classId, classId),
            lte(classProjects.startDate, to),
            gte(classProjects.endDate, from),
          ),
        )
        .orderBy(asc(classProjects.startDate), asc(classProjects.createdAt)),
    );
  }

  async findById(id: string): Promise<ProjectRow | null> {
    const [row] = ProjectsRepository.flatten(await this.select().where(eq(classProjects.id, id)));
    return row ?? null;
  }

  async countOfClass(classId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(classProjects)
      .where(eq(classProjects.classId, classId));
    return row?.n ?? 0;
  }

  /** A unit that is not deleted: whose library it is (organization null: global). */
  async findUnit(id: string): Promise<{ id: string; organizationId: string | null } | null> {
    const [row] = await this.db
      .select({ id: units.id, organizationId: units.organizationId, deletedAt: units.deletedAt })
      .from(units)
      .where(eq(units.id, id));
    return row && !row.deletedAt ? { id: row.id, organizationId: row.organizationId } : null;
  }

  /** The school's organization, academic year and time zone. */
  async findSchool(
    schoolId: string,
  ): Promise<{ organizationId: string; academicYear: string; timeZone: string } | null> {
    const [row] = await this.db
      .select({
        organizationId: schools.organizationId,
        academicYear: schools.academicYear,
        timeZone: schools.timeZone,
      })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row ?? null;
  }

  async insert(values: ProjectInsert): Promise<void> {
    await this.db.insert(classProjects).values(values);
  }

  async update(id: string, changes: ProjectChanges): Promise<void> {
    await this.db.update(classProjects).set(changes).where(eq(classProjects.id, id));
  }

  /** Serialises writes to one class's projects (one default at a time) until the transaction ends. */
  async lockClassProjects(classId: string): Promise<void> {
    await lockUntilCommit(this.db, `class_projects:${classId}`);
  }

  /** Clears the class's default, but for `keepId` (before making another one the default). */
  async clearDefault(classId: string, keepId: string): Promise<void> {
    await this.db
      .update(classProjects)
      .set({ isDefault: false })
      .where(
        and(
          eq(classProjects.classId, classId),
          eq(classProjects.isDefault, true),
          ne(classProjects.id, keepId),
        ),
      );
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(classProjects).where(eq(classProjects.id, id));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
