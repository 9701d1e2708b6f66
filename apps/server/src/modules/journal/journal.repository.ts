import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  journalComments,
  journalPosts,
  journalReactions,
  journalReads,
  observations,
  parentLinks,
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

export type JournalPostInsert = typeof journalPosts.$inferInsert;

/** A post with the names the screens show. */
export type JournalPostRow = typeof journalPosts.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
  childFirstName: string;
  childLastName: string;
};

export interface JournalCommentRow {
  id: string;
  postId: string;
  body: string;
  authorKind: string;
  authorUserId: string;
  authorFirstName: string;
  authorLastName: string;
  createdAt: Date;
}

export interface JournalReadRow {
  postId: string;
  userId: string;
  firstName: string;
  lastName: string;
  readAt: Date;
}

/** Which posts a list selects: a child's journal, or a class's (optionally one child of it). */
export interface JournalQuery {
  classId?: string | undefined;
  childId?: string | undefined;
}

const author = alias(users, 'author');

function whereOf(query: JournalQuery): SQL | undefined {
  return and(
    query.classId ? eq(journalPosts.classId, query.classId) : undefined,
    query.childId ? eq(journalPosts.childId, query.childId) : undefined,
  );
}

/** Journal posts, their comments, reactions and read receipts: the journal module's one Drizzle door. */
export class JournalRepository extends Repository<JournalRepository> {
  protected bind(db: Database) {
    return new JournalRepository(db);
  }

  private selectPosts() {
    return this.db
      .select({
        post: journalPosts,
        authorFirstName: author.firstName,
        authorLastName: author.lastName,
        childFirstName: children.firstName,
        childLastName: children.lastName,
      })
      .from(journalPosts)
      .innerJoin(author, eq(author.id, journalPosts.createdByUserId))
      .innerJoin(children, eq(children.id, journalPosts.childId));
  }

  private static flatten(
    rows: { post: typeof journalPosts.$inferSelect; [name: string]: unknown }[],
  ): JournalPostRow[] {
    return rows.map(({ post, ...names }) => ({ ...post, ...names }) as JournalPostRow);
  }

  /** One page, newest day first (then newest written first), and how many match in all. */
  async listPosts(
    query: JournalQuery,
    page: { limit: number; offset: number },
  ): Promise<{ rows: JournalPostRow[]; total: number }> {
    const where = whereOf(query);
    const rows = await this.selectPosts()
      .where(where)
      .orderBy(desc(journalPosts.postedOn), desc(journalPosts.createdAt), desc(journalPosts.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(journalPosts).where(where);
    return { rows: JournalRepository.flatten(rows), total: total?.n ?? 0 };
  }

  /** Posts by id, in the order asked for. */
  async findPosts(ids: string[]): Promise<JournalPostRow[]> {
    if (ids.length === 0) return [];
    const rows = JournalRepository.flatten(await this.selectPosts().where(inArray(journalPosts.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async findPost(id: string): Promise<JournalPostRow | null> {
    return (await this.findPosts([id]))[0] ?? null;
  }

  async insertPosts(rows: JournalPostInsert[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(journalPosts).values(rows);
  }

  async deletePost(id: string): Promise<void> {
    await this.db.delete(journalPosts).where(eq(journalPosts.id, id));
  }

  async insertComment(row: typeof journalComments.$inferInsert): Promise<void> {
    await this.db.insert(journalComments).values(row);
  }

  /** Each post's comments, oldest first. */
  async commentsOf(postIds: string[]): Promise<Map<string, JournalCommentRow[]>> {
    const byPost = new Map<string, JournalCommentRow[]>(postIds.map((id) => [id, []]));
    if (postIds.length === 0) return byPost;
    const rows = await this.db
      .select({
        id: journalComments.id,
        postId: journalComments.postId,
        body: journalComments.body,
        authorKind: journalComments.authorKind,
        authorUserId: journalComments.authorUserId,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        createdAt: journalComments.createdAt,
      })
      .from(journalComments)
      .innerJoin(users, eq(users.id, journalComments.authorUserId))
      .where(inArray(journalComments.postId, postIds))
      .orderBy(asc(journalComments.createdAt), asc(journalComments.id));
    for (const row of rows) byPost.get(row.postId)?.push(row);
    return byPost;
  }

  /** A parent's reaction: replaces theirs, or takes it back (null). */
  async setReaction(
    owner: { postId: string; userId: string; schoolId: string },
    reaction: string | null,
    at: Date,
  ): Promise<void> {
    if (!reaction) {
      await this.db
        .delete(journalReactions)
        .where(and(eq(journalReactions.postId, owner.postId), eq(journalReactions.userId, owner.userId)));
      return;
    }
    // One statement: a double tap (two at once) replaces, never collides on the unique index.
    await this.db
      .insert(journalReactions)
      .values({ ...owner, reaction, createdAt: at })
      .onConflictDoUpdate({
        target: [journalReactions.postId, journalReactions.userId],
        set: { reaction, createdAt: at },
      });
  }

  async reactionsOf(postIds: string[]): Promise<{ postId: string; userId: string; reaction: string }[]> {
    if (postIds.length === 0) return [];
    return this.db
      .select({
        postId: journalReactions.postId,
        userId: journalReactions.userId,
        reaction: journalReactions.reaction,
      })
      .from(journalReactions)
      .where(inArray(journalReactions.postId, postIds))
      .orderBy(asc(journalReactions.createdAt));
  }

  /** Read receipts; a post already read keeps its first time. */
  async markRead(rows: { postId: string; userId: string; schoolId: string }[], at: Date): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(journalReads)
      .values(rows.map((row) => ({ ...row, readAt: at })))
      .onConflictDoNothing();
  }

  async readsOf(postIds: string[]): Promise<JournalReadRow[]> {
    if (postIds.length === 0) return [];
    return this.db
      .select({
        postId: journalReads.postId,
        userId: journalReads.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        readAt: journalReads.readAt,
      })
      .from(journalReads)
      .innerJoin(users, eq(users.id, journalReads.userId))
      .where(inArray(journalReads.postId, postIds))
      .orderBy(asc(journalReads.readAt));
  }

  /** The parents of each child (their user ids), for events only they receive. */
  async parentsOf(childIds: string[]): Promise<Map<string, string[]>> {
    const byChild = new Map<string, string[]>(childIds.map((id) => [id, []]));
    if (childIds.length === 0) return byChild;
    const rows = await this.db
      .select({ childId: parentLinks.childId, userId: parentLinks.parentUserId })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, childIds));
    for (const row of rows) byChild.get(row.childId)?.push(row.userId);
    return byChild;
  }

  /**
   * The day's daily reports of these children (decision 047: at most one per child and day).
   */
  async dailyReportsOf(childIds: string[], day: string): Promise<JournalPostRow[]> {
    if (childIds.length === 0) return [];
    const rows = await this.selectPosts().where(
      and(
        eq(journalPosts.kind, 'daily_report'),
        eq(journalPosts.postedOn, day),
        inArray(journalPosts.childId, childIds),
      ),
    );
    return JournalRepository.flatten(rows);
  }

  /**
   * Writes the child's daily report of the day: a new post, or the same post again with the new
   * words (the unique index decides, so two sends at once still leave one post). Its id.
   */
  async upsertDailyReport(row: JournalPostInsert & { id: string }): Promise<string> {
    const [saved] = await this.db
      .insert(journalPosts)
      .values({ ...row, kind: 'daily_report' })
      .onConflictDoUpdate({
        target: [journalPosts.childId, journalPosts.postedOn],
        targetWhere: sql`${journalPosts.kind} = 'daily_report'`,
        set: {
          classId: row.classId,
          title: row.title,
          body: row.body,
          createdByUserId: row.createdByUserId,
          createdAt: row.createdAt,
        },
      })
      .returning({ id: journalPosts.id });
    return saved!.id;
  }

  /** Forgets who read these posts: what they read has been replaced. */
  async clearReads(postIds: string[]): Promise<void> {
    if (postIds.length > 0) await this.db.delete(journalReads).where(inArray(journalReads.postId, postIds));
  }

  /**
   * A class's observations of one day that a daily report may tell families of: the 'general'
   * ones (decision 010; 'report_card' notes are for the term's report, not the day's news).
   */
  async generalObservationsOf(
    classId: string,
    day: string,
  ): Promise<{ id: string; childId: string; title: string; note: string }[]> {
    return this.db
      .select({
        id: observations.id,
        childId: observations.childId,
        title: observations.title,
        note: observations.note,
      })
      .from(observations)
      .where(
        and(
          eq(observations.classId, classId),
          eq(observations.observedOn, day),
          eq(observations.kind, 'general'),
        ),
      )
      .orderBy(asc(observations.createdAt), asc(observations.id));
  }

  /** The school a child belongs to (the caller has already checked the child is theirs). */
  async findChildSchoolId(childId: string): Promise<string> {
    const [row] = await this.db
      .select({ schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, childId));
    if (!row) throw new Error(`child ${childId} vanished`);
    return row.schoolId;
  }

  /** Makes `mediaIds` (in order) a post's attachments. */
  async replaceAttachments(id: string, schoolId: string, mediaIds: string[]): Promise<void> {
    await replaceAttachments(this.db, { kind: 'journal_post', id, schoolId }, mediaIds);
  }

  attachmentsOf(ids: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, 'journal_post', ids);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** Stores the key with the posts (in their transaction), or answers the first request's receipt. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
