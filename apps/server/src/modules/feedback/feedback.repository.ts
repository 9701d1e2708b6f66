import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { children, feedbackAnswers, feedbackForms, parentLinks, users } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type FeedbackFormRow = typeof feedbackForms.$inferSelect;
export type FeedbackFormInsert = typeof feedbackForms.$inferInsert & { id: string };
export type FeedbackAnswerRow = typeof feedbackAnswers.$inferSelect;
export type FeedbackAnswerInsert = typeof feedbackAnswers.$inferInsert & { id: string };

export interface NamedPerson {
  id: string;
  firstName: string;
  lastName: string;
}

/** An answer row with the names the presenter shows: the child, the friend, who saved it. */
export interface FeedbackAnswerWithNames extends FeedbackAnswerRow {
  child: NamedPerson;
  aboutChild: NamedPerson | null;
  answeredBy: NamedPerson;
}

/** Feedback forms and their answers: the feedback module's Drizzle door. */
export class FeedbackRepository extends Repository<FeedbackRepository> {
  protected bind(db: Database) {
    return new FeedbackRepository(db);
  }

  async listFormsOfCycles(cycleIds: readonly string[]): Promise<FeedbackFormRow[]> {
    if (cycleIds.length === 0) return [];
    return this.db
      .select()
      .from(feedbackForms)
      .where(inArray(feedbackForms.cycleId, [...cycleIds]))
      .orderBy(asc(feedbackForms.createdAt));
  }

  async findForm(id: string): Promise<FeedbackFormRow | null> {
    const [row] = await this.db.select().from(feedbackForms).where(eq(feedbackForms.id, id));
    return row ?? null;
  }

  async findFormOfCycle(cycleId: string, kind: FeedbackFormRow['kind']): Promise<FeedbackFormRow | null> {
    const [row] = await this.db
      .select()
      .from(feedbackForms)
      .where(and(eq(feedbackForms.cycleId, cycleId), eq(feedbackForms.kind, kind)));
    return row ?? null;
  }

  async insertForm(values: FeedbackFormInsert): Promise<void> {
    await this.db.insert(feedbackForms).values(values);
  }

  async updateForm(
    id: string,
    changes: Partial<
      Pick<FeedbackFormRow, 'questions' | 'sentAt' | 'lastSentAt' | 'reminderCount' | 'updatedAt'>
    >,
  ): Promise<void> {
    await this.db.update(feedbackForms).set(changes).where(eq(feedbackForms.id, id));
  }

  /** Answer sets per form. */
  async countAnswers(formIds: readonly string[]): Promise<Map<string, number>> {
    if (formIds.length === 0) return new Map();
    const rows = await this.db
      .select({ formId: feedbackAnswers.formId, n: count() })
      .from(feedbackAnswers)
      .where(inArray(feedbackAnswers.formId, [...formIds]))
      .groupBy(feedbackAnswers.formId);
    return new Map(rows.map((row) => [row.formId, row.n]));
  }

  /**
   * The answers of these forms, with names, oldest first. `childId` narrows them to one child:
   * the one answering or answered for, or (`aboutChildId`) the friend they are about.
   */
  async listAnswers(
    formIds: readonly string[],
    filter: { childId?: string; aboutChildId?: string } = {},
  ): Promise<FeedbackAnswerWithNames[]> {
    if (formIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(feedbackAnswers)
      .where(
        and(
          inArray(feedbackAnswers.formId, [...formIds]),
          ...(filter.childId ? [eq(feedbackAnswers.childId, filter.childId)] : []),
          ...(filter.aboutChildId ? [eq(feedbackAnswers.aboutChildId, filter.aboutChildId)] : []),
        ),
      )
      .orderBy(asc(feedbackAnswers.createdAt));
    return this.withNames(rows);
  }

  /** The answer set of a child (and friend) to a form, locked until the transaction ends. */
  async lockAnswer(
    formId: string,
    childId: string,
    aboutChildId: string | null,
  ): Promise<FeedbackAnswerRow | null> {
    await lockUntilCommit(this.db, `feedback_answer:${formId}:${childId}:${aboutChildId ?? ''}`);
    const [row] = await this.db
      .select()
      .from(feedbackAnswers)
      .where(
        and(
          eq(feedbackAnswers.formId, formId),
          eq(feedbackAnswers.childId, childId),
          aboutChildId
            ? eq(feedbackAnswers.aboutChildId, aboutChildId)
            : isNull(feedbackAnswers.aboutChildId),
        ),
      );
    return row ?? null;
  }

  async insertAnswer(values: FeedbackAnswerInsert): Promise<void> {
    await this.db.insert(feedbackAnswers).values(values);
  }

  async updateAnswer(
    id: string,
    changes: Pick<FeedbackAnswerRow, 'answers' | 'answeredByUserId' | 'recordedBy' | 'updatedAt'>,
  ): Promise<void> {
    await this.db.update(feedbackAnswers).set(changes).where(eq(feedbackAnswers.id, id));
  }

  async findAnswer(id: string): Promise<FeedbackAnswerWithNames | null> {
    const rows = await this.db.select().from(feedbackAnswers).where(eq(feedbackAnswers.id, id));
    const [row] = await this.withNames(rows);
    return row ?? null;
  }

  /** Serialises form creation for one cycle (one form per kind) until the transaction ends. */
  async lockCycleForms(cycleId: string): Promise<void> {
    await lockUntilCommit(this.db, `feedback_forms:${cycleId}`);
  }

  /** Locks a form row (edits against the answers count, sending) until the transaction ends. */
  async lockForm(id: string): Promise<FeedbackFormRow | null> {
    const [row] = await this.db.select().from(feedbackForms).where(eq(feedbackForms.id, id)).for('update');
    return row ?? null;
  }

  /** The parents of these children: who hears of a family's answer (their own rooms). */
  async listParentIdsOf(childIds: readonly string[]): Promise<string[]> {
    if (childIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ id: parentLinks.parentUserId })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, [...childIds]));
    return rows.map((row) => row.id).sort();
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  private async withNames(rows: FeedbackAnswerRow[]): Promise<FeedbackAnswerWithNames[]> {
    if (rows.length === 0) return [];
    const childIds = [
      ...new Set(rows.flatMap((row) => [row.childId, ...(row.aboutChildId ? [row.aboutChildId] : [])])),
    ];
    const userIds = [...new Set(rows.map((row) => row.answeredByUserId))];
    const [kids, people] = await Promise.all([
      this.db
        .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
        .from(children)
        .where(inArray(children.id, childIds)),
      this.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds)),
    ]);
    const childById = new Map(kids.map((kid) => [kid.id, kid]));
    const userById = new Map(people.map((person) => [person.id, person]));
    const unknown = (id: string): NamedPerson => ({ id, firstName: '', lastName: '' });
    return rows.map((row) => ({
      ...row,
      child: childById.get(row.childId) ?? unknown(row.childId),
      aboutChild: row.aboutChildId ? (childById.get(row.aboutChildId) ?? unknown(row.aboutChildId)) : null,
      answeredBy: userById.get(row.answeredByUserId) ?? unknown(row.answeredByUserId),
    }));
  }
}
