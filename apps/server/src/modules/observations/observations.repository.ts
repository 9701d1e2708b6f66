import { and, asc, count, desc, eq, exists, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classes,
  journalPosts,
  observationCompetencies,
  observationTagLinks,
  observations,
  storyTagSets,
  storyTags,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { listAttachments, replaceAttachments } from '../class-media/media-attachments.repository.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';
import type { StoryTagRef } from '../stories/stories.repository.js';
import { lockSchoolTags } from '../stories/learning-tags.repository.js';

export type ObservationInsert = typeof observations.$inferInsert;
export type JournalPostInsert = typeof journalPosts.$inferInsert;

/** An observation with the names the screens show and whether it is in the child's journal. */
export type ObservationRow = typeof observations.$inferSelect & {
  childFirstName: string;
  childLastName: string;
  authorFirstName: string;
  authorLastName: string;
  isSharedToJournal: boolean;
};

/** An observation as another module's evidence reads it. */
export interface ObservationEvidenceRow {
  id: string;
  childId: string;
  observedOn: string;
  title: string;
  note: string;
  kind: string;
}

export type JournalPostRow = typeof journalPosts.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
};

/** What the list and bulk-delete filters select (all optional; class always applies). */
export interface ObservationQuery {
  classId: string;
  childId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: string | undefined;
  /** Only observations written by this staff member. */
  authorUserId?: string | undefined;
}

const author = alias(users, 'author');

function whereOf(query: ObservationQuery): SQL | undefined {
  return and(
    eq(observations.classId, query.classId),
    query.childId ? eq(observations.childId, query.childId) : undefined,
    query.from ? gte(observations.observedOn, query.from) : undefined,
    query.to ? lte(observations.observedOn, query.to) : undefined,
    query.kind ? eq(observations.kind, query.kind) : undefined,
    query.authorUserId ? eq(observations.createdByUserId, query.authorUserId) : undefined,
  );
}

/** Observations and the journal posts shared from them: the only Drizzle door of the module. */
export class ObservationsRepository extends Repository<ObservationsRepository> {
  protected bind(db: Database) {
    return new ObservationsRepository(db);
  }

  private selectObservations() {
    const shared = this.db
      .select({ id: journalPosts.id })
      .from(journalPosts)
      .where(eq(journalPosts.observationId, observations.id));
    return this.db
      .select({
        observation: observations,
        childFirstName: children.firstName,
        childLastName: children.lastName,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        isSharedToJournal: exists(shared).mapWith(Boolean),
      })
      .from(observations)
      .innerJoin(children, eq(children.id, observations.childId))
      .innerJoin(author, eq(author.id, observations.createdByUserId));
  }

  private static flatten(rows: { observation: typeof observations.$inferSelect }[]): ObservationRow[] {
    return rows.map(({ observation, ...rest }) => ({ ...observation, ...rest }) as ObservationRow);
  }

  /** One page, newest day first (then newest written first), and how many match in all. */
  async listObservations(
    query: ObservationQuery,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ObservationRow[]; total: number }> {
    const where = whereOf(query);
    const rows = await this.selectObservations()
      .where(where)
      .orderBy(desc(observations.observedOn), desc(observations.createdAt), desc(observations.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(observations).where(where);
    return { rows: ObservationsRepository.flatten(rows), total: total?.n ?? 0 };
  }

  async findObservations(ids: string[]): Promise<ObservationRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectObservations().where(inArray(observations.id, ids));
    const byId = new Map(ObservationsRepository.flatten(rows).map((row) => [row.id, row]));
    // In the order asked for (the order of the request's entries).
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Observations of some children of a class between two days (inclusive), oldest first, with
   * their competency codes: what the progress card counts and links as evidence.
   */
  async listChildrenEvidence(
    classId: string,
    childIds: readonly string[],
    from: string,
    to: string,
  ): Promise<(ObservationEvidenceRow & { competencies: string[] })[]> {
    if (childIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: observations.id,
        childId: observations.childId,
        observedOn: observations.observedOn,
        title: observations.title,
        note: observations.note,
        kind: observations.kind,
      })
      .from(observations)
      .where(
        and(
          eq(observations.classId, classId),
          inArray(observations.childId, [...childIds]),
          gte(observations.observedOn, from),
          lte(observations.observedOn, to),
        ),
      )
      .orderBy(asc(observations.observedOn), asc(observations.createdAt), asc(observations.id));
    const codes = await this.competenciesOf(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, competencies: codes.get(row.id)?.codes ?? [] }));
  }

  async findObservation(id: string): Promise<ObservationRow | null> {
    return (await this.findObservations([id]))[0] ?? null;
  }

  async insertObservations(rows: ObservationInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(observations).values(rows);
  }

  async updateObservation(
    id: string,
    changes: Partial<
      Pick<ObservationInsert, 'childId' | 'observedOn' | 'title' | 'note' | 'kind' | 'updatedAt'>
    >,
  ): Promise<void> {
    await this.db.update(observations).set(changes).where(eq(observations.id, id));
  }

  /** Locks the observation's row for a write (two edits of one observation take turns). */
  async lockObservation(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: observations.id })
      .from(observations)
      .where(eq(observations.id, id))
      .for('update');
    return rows.length === 1;
  }

  async deleteObservation(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(observations)
      .where(eq(observations.id, id))
      .returning({ id: observations.id });
    return rows.length === 1;
  }

  /** Deletes every observation the query selects; answers their ids. */
  async deleteObservationsWhere(query: ObservationQuery): Promise<string[]> {
    const rows = await this.db.delete(observations).where(whereOf(query)).returning({ id: observations.id });
    return rows.map((row) => row.id);
  }

  /** The journal posts made from the given observations. */
  async findJournalPostsOf(observationIds: string[]): Promise<(typeof journalPosts.$inferSelect)[]> {
    if (observationIds.length === 0) return [];
    return this.db.select().from(journalPosts).where(inArray(journalPosts.observationId, observationIds));
  }

  async insertJournalPosts(rows: JournalPostInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(journalPosts).values(rows);
  }

  async updateJournalPost(
    id: string,
    changes: Pick<JournalPostInsert, 'childId' | 'classId' | 'title' | 'body' | 'postedOn'>,
  ): Promise<void> {
    await this.db.update(journalPosts).set(changes).where(eq(journalPosts.id, id));
  }

  private selectJournalPosts() {
    return this.db
      .select({ post: journalPosts, authorFirstName: author.firstName, authorLastName: author.lastName })
      .from(journalPosts)
      .innerJoin(author, eq(author.id, journalPosts.createdByUserId));
  }

  async findJournalPosts(ids: string[]): Promise<JournalPostRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.selectJournalPosts().where(inArray(journalPosts.id, ids));
    const byId = new Map(rows.map(({ post, ...names }) => [post.id, { ...post, ...names }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Makes `mediaIds` (in order) an observation's or a journal post's attachments. */
  async replaceAttachments(
    kind: 'observation' | 'journal_post',
    id: string,
    schoolId: string,
    mediaIds: string[],
  ): Promise<void> {
    await replaceAttachments(this.db, { kind, id, schoolId }, mediaIds);
  }

  /** Attached media ids of each owner, in order. */
  attachmentsOf(kind: 'observation' | 'journal_post', ids: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, kind, ids);
  }

  /** The school's learning tags among `ids`, locked for this transaction (lockSchoolTags). */
  schoolTags(schoolId: string, ids: string[]): Promise<{ id: string; active: boolean }[]> {
    return lockSchoolTags(this.db, schoolId, ids);
  }

  /** Makes `tagIds` an observation's learning tags. */
  async replaceTags(observationId: string, schoolId: string, tagIds: string[]): Promise<void> {
    await this.db.delete(observationTagLinks).where(eq(observationTagLinks.observationId, observationId));
    if (tagIds.length === 0) return;
    await this.db
      .insert(observationTagLinks)
      .values(tagIds.map((tagId) => ({ observationId, tagId, schoolId })));
  }

  /** The observation's competency tags become exactly `codes`. */
  async replaceCompetencies(observationId: string, schoolId: string, codes: string[]): Promise<void> {
    await this.db
      .delete(observationCompetencies)
      .where(eq(observationCompetencies.observationId, observationId));
    if (codes.length === 0) return;
    await this.db
      .insert(observationCompetencies)
      .values(codes.map((code) => ({ observationId, schoolId, code })));
  }

  /**
   * Each observation's competency codes with its class's `class_curriculum` (to order and title
   * them): one query for a whole page.
   */
  async competenciesOf(
    observationIds: string[],
  ): Promise<Map<string, { classCurriculum: string | null; codes: string[] }>> {
    const byObservation = new Map<string, { classCurriculum: string | null; codes: string[] }>();
    if (observationIds.length === 0) return byObservation;
    const rows = await this.db
      .select({
        observationId: observationCompetencies.observationId,
        code: observationCompetencies.code,
        classCurriculum: classes.classCurriculum,
      })
      .from(observationCompetencies)
      .innerJoin(observations, eq(observations.id, observationCompetencies.observationId))
      .innerJoin(classes, eq(classes.id, observations.classId))
      .where(inArray(observationCompetencies.observationId, observationIds));
    for (const { observationId, code, classCurriculum } of rows) {
      const entry = byObservation.get(observationId) ?? { classCurriculum, codes: [] };
      entry.codes.push(code);
      byObservation.set(observationId, entry);
    }
    return byObservation;
  }

  /** Each observation's learning tags, by set then position: one query for a whole page. */
  async tagsOf(observationIds: string[]): Promise<Map<string, StoryTagRef[]>> {
    const byObservation = new Map<string, StoryTagRef[]>(observationIds.map((id) => [id, []]));
    if (observationIds.length === 0) return byObservation;
    const rows = await this.db
      .select({
        observationId: observationTagLinks.observationId,
        id: storyTags.id,
        name: storyTags.name,
        setName: storyTagSets.name,
      })
      .from(observationTagLinks)
      .innerJoin(storyTags, eq(storyTags.id, observationTagLinks.tagId))
      .innerJoin(storyTagSets, eq(storyTagSets.id, storyTags.setId))
      .where(inArray(observationTagLinks.observationId, observationIds))
      .orderBy(asc(storyTagSets.createdAt), asc(storyTagSets.id), asc(storyTags.position), asc(storyTags.id));
    for (const { observationId, ...tag } of rows) byObservation.get(observationId)?.push(tag);
    return byObservation;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** The request key's receipt, in the same transaction as the records it created. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
