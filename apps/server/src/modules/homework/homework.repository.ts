import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classes,
  homeworkChildren,
  homeworkSubmissions,
  homeworks,
  parentLinks,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  listAttachments,
  listUnusedFamilyImages,
  listUploadedBy,
  replaceAttachments,
} from '../class-media/media-attachments.repository.js';

export type HomeworkRow = typeof homeworks.$inferSelect;
export interface PersonName {
  id: string;
  firstName: string;
  lastName: string;
}
export type HomeworkWithNames = HomeworkRow & {
  className: string;
  creatorFirstName: string;
  creatorLastName: string;
  /** The chosen children (empty: the whole class). */
  children: PersonName[];
  /** Children it is set for now, and how many of them have submitted. */
  addressedCount: number;
  submittedCount: number;
};
export interface SubmissionRow {
  id: string;
  homeworkId: string;
  childId: string;
  submittedAt: Date;
  submitter: PersonName;
}

export interface StaffListFilter {
  schoolId: string;
  userId: string;
  visibleClassIds: string[];
  seesOthersDrafts: boolean;
  classId?: string | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

const hasChosenChildren = sql`exists (select 1 from ${homeworkChildren} where ${homeworkChildren.homeworkId} = ${homeworks.id})`;

/** Whether a homework is set for the child: the whole class, or the child among those chosen. */
const setForChild = (childId: string): SQL =>
  sql`(not ${hasChosenChildren} or exists (select 1 from ${homeworkChildren} where ${homeworkChildren.homeworkId} = ${homeworks.id} and ${homeworkChildren.childId} = ${childId}))`;

/** Homework, its chosen children and the families' submissions: the one door to their tables. */
export class HomeworkRepository extends Repository<HomeworkRepository> {
  protected bind(db: Database) {
    return new HomeworkRepository(db);
  }

  async lockHomework(id: string): Promise<HomeworkRow | null> {
    const [row] = await this.db.select().from(homeworks).where(eq(homeworks.id, id)).for('update');
    return row ?? null;
  }

  async insertHomework(row: typeof homeworks.$inferInsert, childIds: string[]): Promise<void> {
    await this.db.insert(homeworks).values(row);
    await this.replaceChildren(row.id!, row.schoolId, childIds);
  }

  async updateHomework(
    id: string,
    schoolId: string,
    set: Partial<typeof homeworks.$inferInsert>,
    childIds: string[],
  ): Promise<void> {
    await this.db.update(homeworks).set(set).where(eq(homeworks.id, id));
    await this.replaceChildren(id, schoolId, childIds);
  }

  /** Deletes a homework with its attachments and its submissions (and their photos' attachments). */
  async deleteHomework(id: string, schoolId: string): Promise<void> {
    const submissions = await this.db
      .select({ id: homeworkSubmissions.id })
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.homeworkId, id));
    for (const submission of submissions) {
      await replaceAttachments(this.db, { kind: 'homework_submission', id: submission.id, schoolId }, []);
    }
    await replaceAttachments(this.db, { kind: 'homework', id, schoolId }, []);
    await this.db.delete(homeworks).where(eq(homeworks.id, id));
  }

  async replaceAttachments(
    kind: 'homework' | 'homework_submission',
    id: string,
    schoolId: string,
    mediaIds: string[],
  ): Promise<void> {
    await replaceAttachments(this.db, { kind, id, schoolId }, mediaIds);
  }

  attachmentsOf(kind: 'homework' | 'homework_submission', ids: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, kind, ids);
  }

  async listChildIdsOf(homeworkId: string): Promise<string[]> {
    const rows = await this.db
      .select({ childId: homeworkChildren.childId })
      .from(homeworkChildren)
      .where(eq(homeworkChildren.homeworkId, homeworkId))
      .orderBy(asc(homeworkChildren.childId));
    return rows.map((r) => r.childId);
  }

  private async replaceChildren(homeworkId: string, schoolId: string, childIds: string[]): Promise<void> {
    await this.db.delete(homeworkChildren).where(eq(homeworkChildren.homeworkId, homeworkId));
    if (childIds.length > 0) {
      await this.db
        .insert(homeworkChildren)
        .values(childIds.map((childId) => ({ homeworkId, childId, schoolId })));
    }
  }

  /** The children enrolled in a class now, by name. */
  async listClassChildren(classId: string): Promise<PersonName[]> {
    return this.db
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(classEnrollments)
      .innerJoin(children, eq(children.id, classEnrollments.childId))
      .where(eq(classEnrollments.classId, classId))
      .orderBy(asc(children.firstName), asc(children.lastName));
  }

  /** Homework a staff member may see, soonest due last-set first, one page, and how many. */
  async listForStaff(filter: StaffListFilter): Promise<{ rows: HomeworkWithNames[]; total: number }> {
    // Only classes the staff member works with; there, their own drafts and others' published.
    const where = and(
      eq(homeworks.schoolId, filter.schoolId),
      filter.visibleClassIds.length === 0 ? sql`false` : inArray(homeworks.classId, filter.visibleClassIds),
      filter.seesOthersDrafts
        ? undefined
        : or(eq(homeworks.createdByUserId, filter.userId), sql`${homeworks.status} <> 'draft'`),
      filter.classId ? eq(homeworks.classId, filter.classId) : undefined,
      filter.status ? eq(homeworks.status, filter.status) : undefined,
    );
    return this.page(where, [desc(homeworks.dueDate), desc(homeworks.id)], filter.limit, filter.offset);
  }

  /** Published homework of the child's classes set for the child, latest due first. */
  async listForChild(filter: {
    childId: string;
    classIds: string[];
    limit: number;
    offset: number;
  }): Promise<{ rows: HomeworkWithNames[]; total: number }> {
    const where = and(
      eq(homeworks.status, 'published'),
      filter.classIds.length === 0 ? sql`false` : inArray(homeworks.classId, filter.classIds),
      setForChild(filter.childId),
    );
    return this.page(where, [desc(homeworks.dueDate), desc(homeworks.id)], filter.limit, filter.offset);
  }

  async findWithNames(id: string): Promise<HomeworkWithNames | null> {
    const { rows } = await this.page(eq(homeworks.id, id), [asc(homeworks.id)], 1, 0);
    return rows[0] ?? null;
  }

  private async page(
    where: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    offset: number,
  ): Promise<{ rows: HomeworkWithNames[]; total: number }> {
    const addressedCount = sql<number>`(case when ${hasChosenChildren}
      then (select count(*) from ${homeworkChildren} where ${homeworkChildren.homeworkId} = ${homeworks.id})
      else (select count(*) from ${classEnrollments} where ${classEnrollments.classId} = ${homeworks.classId}) end)::int`;
    const submittedCount = sql<number>`(select count(*) from ${homeworkSubmissions} s where s.homework_id = ${homeworks.id}
      and (case when ${hasChosenChildren}
        then exists (select 1 from ${homeworkChildren} where ${homeworkChildren.homeworkId} = ${homeworks.id} and ${homeworkChildren.childId} = s.child_id)
        else exists (select 1 from ${classEnrollments} where ${classEnrollments.classId} = ${homeworks.classId} and ${classEnrollments.childId} = s.child_id) end))::int`;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          homework: homeworks,
          className: classes.name,
          creatorFirstName: users.firstName,
          creatorLastName: users.lastName,
          addressedCount,
          submittedCount,
        })
        .from(homeworks)
        .innerJoin(users, eq(users.id, homeworks.createdByUserId))
        .innerJoin(classes, eq(classes.id, homeworks.classId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(homeworks).where(where),
    ]);
    const ids = rows.map((r) => r.homework.id);
    const chosen =
      ids.length === 0
        ? []
        : await this.db
            .select({
              homeworkId: homeworkChildren.homeworkId,
              id: children.id,
              firstName: children.firstName,
              lastName: children.lastName,
            })
            .from(homeworkChildren)
            .innerJoin(children, eq(children.id, homeworkChildren.childId))
            .where(inArray(homeworkChildren.homeworkId, ids))
            .orderBy(asc(children.firstName), asc(children.lastName));
    return {
      rows: rows.map(({ homework, ...rest }) => ({
        ...homework,
        ...rest,
        addressedCount: Number(rest.addressedCount),
        submittedCount: Number(rest.submittedCount),
        children: chosen
          .filter((c) => c.homeworkId === homework.id)
          .map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      })),
      total: counted?.n ?? 0,
    };
  }

  /** Submissions of the given homework, optionally only for some children, with who sent them. */
  async listSubmissions(homeworkIds: string[], childIds?: string[]): Promise<SubmissionRow[]> {
    if (homeworkIds.length === 0 || childIds?.length === 0) return [];
    const rows = await this.db
      .select({
        submission: homeworkSubmissions,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(homeworkSubmissions)
      .innerJoin(users, eq(users.id, homeworkSubmissions.submittedByUserId))
      .where(
        and(
          inArray(homeworkSubmissions.homeworkId, homeworkIds),
          childIds ? inArray(homeworkSubmissions.childId, childIds) : undefined,
        ),
      )
      .orderBy(asc(homeworkSubmissions.submittedAt));
    return rows.map(({ submission, firstName, lastName }) => ({
      id: submission.id,
      homeworkId: submission.homeworkId,
      childId: submission.childId,
      submittedAt: submission.submittedAt,
      submitter: { id: submission.submittedByUserId, firstName, lastName },
    }));
  }

  /** The child's submission of a homework, locked for the rest of the transaction. */
  async lockSubmission(homeworkId: string, childId: string) {
    const [row] = await this.db
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.childId, childId)))
      .for('update');
    return row ?? null;
  }

  /**
   * The child's submission, new (`created`) or the one another request wrote meanwhile: the
   * insert waits on the unique index for that request's transaction, then the row is locked.
   */
  async claimSubmission(
    row: typeof homeworkSubmissions.$inferInsert & { homeworkId: string; childId: string },
  ): Promise<{ row: typeof homeworkSubmissions.$inferSelect; created: boolean }> {
    // Again when the other request's row is gone by the time it is locked (an undo in between).
    for (let attempt = 0; attempt < 3; attempt++) {
      const [inserted] = await this.db
        .insert(homeworkSubmissions)
        .values(row)
        .onConflictDoNothing({ target: [homeworkSubmissions.homeworkId, homeworkSubmissions.childId] })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const existing = await this.lockSubmission(row.homeworkId, row.childId);
      if (existing) return { row: existing, created: false };
    }
    throw new Error('homework submission kept vanishing while claimed');
  }

  async touchSubmission(id: string, submittedByUserId: string, submittedAt: Date): Promise<void> {
    await this.db
      .update(homeworkSubmissions)
      .set({ submittedByUserId, submittedAt })
      .where(eq(homeworkSubmissions.id, id));
  }

  async deleteSubmission(id: string, schoolId: string): Promise<void> {
    await replaceAttachments(this.db, { kind: 'homework_submission', id, schoolId }, []);
    await this.db.delete(homeworkSubmissions).where(eq(homeworkSubmissions.id, id));
  }

  /** Of `ids`, the parent's own images uploaded as a parent that nothing uses yet. */
  unusedFamilyImages(parentUserId: string, ids: string[]): Promise<string[]> {
    return listUnusedFamilyImages(this.db, parentUserId, ids);
  }

  /** Of `ids`, those `userId` uploaded. */
  uploadedBy(userId: string, ids: string[]): Promise<string[]> {
    return listUploadedBy(this.db, userId, ids);
  }

  /** Parents linked to any of the children (their user rooms get the family's events). */
  async listParentIdsOf(childIds: string[]): Promise<string[]> {
    if (childIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ id: parentLinks.parentUserId })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, childIds));
    return rows.map((r) => r.id).sort();
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
