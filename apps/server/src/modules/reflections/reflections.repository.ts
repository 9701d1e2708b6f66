import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { ReflectionKind } from '@cue/contracts';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  reflectionChildren,
  reflectionComments,
  reflections,
  staffMemberships,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type ReflectionInsert = typeof reflections.$inferInsert & { id: string };
export type ReflectionChanges = Pick<
  typeof reflections.$inferInsert,
  'whatWorked' | 'whatToChange' | 'nextSteps' | 'competencies' | 'version' | 'updatedAt'
> &
  Partial<Pick<typeof reflections.$inferInsert, 'projectTitle' | 'periodStart' | 'periodEnd'>>;
/** A reflection with its author's name. */
export type ReflectionRow = typeof reflections.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
};
export type ReflectionCommentRow = typeof reflectionComments.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
};
export interface ReflectionChildRef {
  id: string;
  firstName: string;
  lastName: string;
}

/** Which reflections of a class a list selects (newest period first). */
export interface ReflectionQuery {
  classId: string;
  authorUserId?: string | undefined;
  kind?: ReflectionKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
}

/** Reflections, their children and comments: the reflections module's Drizzle door. */
export class ReflectionsRepository extends Repository<ReflectionsRepository> {
  protected bind(db: Database) {
    return new ReflectionsRepository(db);
  }

  private select() {
    return this.db
      .select({ reflection: reflections, authorFirstName: users.firstName, authorLastName: users.lastName })
      .from(reflections)
      .innerJoin(users, eq(users.id, reflections.authorUserId));
  }

  private static flatten(rows: Awaited<ReturnType<ReflectionsRepository['select']>>): ReflectionRow[] {
    return rows.map((row) => ({
      ...row.reflection,
      authorFirstName: row.authorFirstName,
      authorLastName: row.authorLastName,
    }));
  }

  async findById(id: string): Promise<ReflectionRow | null> {
    const [row] = ReflectionsRepository.flatten(await this.select().where(eq(reflections.id, id)));
    return row ?? null;
  }

  /** The class's reflections matching the query, newest period first (at most `limit`). */
  async list(query: ReflectionQuery): Promise<ReflectionRow[]> {
    const where: SQL | undefined = and(
      eq(reflections.classId, query.classId),
      query.authorUserId ? eq(reflections.authorUserId, query.authorUserId) : undefined,
      query.kind ? eq(reflections.kind, query.kind) : undefined,
      query.from ? gte(reflections.periodEnd, query.from) : undefined,
      query.to ? lte(reflections.periodStart, query.to) : undefined,
    );
    return ReflectionsRepository.flatten(
      await this.select()
        .where(where)
        .orderBy(desc(reflections.periodStart), desc(reflections.createdAt))
        .limit(query.limit),
    );
  }

  /** Everyone who wrote a reflection on the class, by name (the coordinators' author filter). */
  async authorsOfClass(classId: string): Promise<{ id: string; firstName: string; lastName: string }[]> {
    return this.db
      .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(reflections)
      .innerJoin(users, eq(users.id, reflections.authorUserId))
      .where(eq(reflections.classId, classId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /** The author's reflection on this class's week, if any. */
  async findWeekOf(authorUserId: string, classId: string, weekStart: string): Promise<ReflectionRow | null> {
    const [row] = ReflectionsRepository.flatten(
      await this.select().where(
        and(
          eq(reflections.authorUserId, authorUserId),
          eq(reflections.classId, classId),
          eq(reflections.kind, 'week'),
          eq(reflections.weekStart, weekStart),
        ),
      ),
    );
    return row ?? null;
  }

  /** The author's reflection on this class's project, if any. */
  async findProjectOf(
    authorUserId: string,
    classId: string,
    projectId: string,
  ): Promise<ReflectionRow | null> {
    const [row] = ReflectionsRepository.flatten(
      await this.select().where(
        and(
          eq(reflections.authorUserId, authorUserId),
          eq(reflections.classId, classId),
          eq(reflections.kind, 'project'),
          eq(reflections.projectId, projectId),
        ),
      ),
    );
    return row ?? null;
  }

  /** The children each reflection names, by first name. */
  async childrenOf(reflectionIds: string[]): Promise<Map<string, ReflectionChildRef[]>> {
    const byReflection = new Map<string, ReflectionChildRef[]>(reflectionIds.map((id) => [id, []]));
    if (reflectionIds.length === 0) return byReflection;
    const rows = await this.db
      .select({
        reflectionId: reflectionChildren.reflectionId,
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
      })
      .from(reflectionChildren)
      .innerJoin(children, eq(children.id, reflectionChildren.childId))
      .where(inArray(reflectionChildren.reflectionId, reflectionIds))
      .orderBy(asc(children.firstName), asc(children.lastName));
    for (const { reflectionId, ...child } of rows) byReflection.get(reflectionId)?.push(child);
    return byReflection;
  }

  /** Each reflection's comments, oldest first. */
  async commentsOf(reflectionIds: string[]): Promise<Map<string, ReflectionCommentRow[]>> {
    const byReflection = new Map<string, ReflectionCommentRow[]>(reflectionIds.map((id) => [id, []]));
    if (reflectionIds.length === 0) return byReflection;
    const rows = await this.db
      .select({
        comment: reflectionComments,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
      })
      .from(reflectionComments)
      .innerJoin(users, eq(users.id, reflectionComments.authorUserId))
      .where(inArray(reflectionComments.reflectionId, reflectionIds))
      .orderBy(asc(reflectionComments.createdAt), asc(reflectionComments.id));
    for (const row of rows) {
      byReflection.get(row.comment.reflectionId)?.push({
        ...row.comment,
        authorFirstName: row.authorFirstName,
        authorLastName: row.authorLastName,
      });
    }
    return byReflection;
  }

  /**
   * The school's coordinators: its active admins (realtime tells them of reflections and
   * comments; their own user rooms, not the school's).
   */
  async coordinatorIdsOf(schoolId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: staffMemberships.userId })
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.schoolId, schoolId),
          eq(staffMemberships.isAdmin, true),
          isNull(staffMemberships.deactivatedAt),
        ),
      );
    return rows.map((row) => row.userId);
  }

  /** Serialises one author's writes to one class's reflections (one per week or project). */
  async lockAuthorClass(authorUserId: string, classId: string): Promise<void> {
    await lockUntilCommit(this.db, `reflections:${authorUserId}:${classId}`);
  }

  /** The reflection's version, locked until the transaction ends; null when it is gone. */
  async lockVersion(id: string): Promise<number | null> {
    const [row] = await this.db
      .select({ version: reflections.version })
      .from(reflections)
      .where(eq(reflections.id, id))
      .for('update');
    return row?.version ?? null;
  }

  async insert(values: ReflectionInsert): Promise<void> {
    await this.db.insert(reflections).values(values);
  }

  async update(id: string, changes: ReflectionChanges): Promise<void> {
    await this.db.update(reflections).set(changes).where(eq(reflections.id, id));
  }

  /** The children it names, replaced as a whole. */
  async replaceChildren(reflectionId: string, childIds: string[]): Promise<void> {
    await this.db.delete(reflectionChildren).where(eq(reflectionChildren.reflectionId, reflectionId));
    if (childIds.length > 0) {
      await this.db.insert(reflectionChildren).values(childIds.map((childId) => ({ reflectionId, childId })));
    }
  }

  async insertComment(values: typeof reflectionComments.$inferInsert & { id: string }): Promise<void> {
    await this.db.insert(reflectionComments).values(values);
  }

  /** Deletes it with its children and comments (cascade). */
  async delete(id: string): Promise<void> {
    await this.db.delete(reflections).where(eq(reflections.id, id));
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
