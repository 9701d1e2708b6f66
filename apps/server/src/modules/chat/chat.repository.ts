import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  chatMessages,
  chatReads,
  chatSettings,
  chatThreads,
  children,
  classEnrollments,
  classStaff,
  classes,
  parentLinks,
  scheduledJobs,
  schoolSettings,
  schools,
  users,
} from '../../db/schema/index.js';
import { newObjectId } from '../../lib/object-id.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { listUnusedFamilyImages, replaceAttachments } from '../class-media/media-attachments.repository.js';

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatSettingsRow = typeof chatSettings.$inferSelect;

export interface ThreadWanted {
  schoolId: string;
  classId: string;
  kind: 'family' | 'broadcast';
  childId: string | null;
}

export interface ThreadWithNames extends ChatThreadRow {
  className: string;
  childFirstName: string | null;
  childLastName: string | null;
  /** The child's picture (a media id). */
  childPicture: string | null;
  lastBody: string | null;
  lastRetracted: boolean;
  /** A family thread whose child is no longer in its class: read-only. */
  closed: boolean;
}

export interface MessageWithAuthor extends ChatMessageRow {
  authorFirstName: string;
  authorLastName: string;
}

/** An unread message for a digest: its thread's class and child, for the email's lines. */
export interface DigestLine {
  threadId: string;
  messageId: string;
  body: string;
  className: string;
  childFirstName: string | null;
  authorFirstName: string;
}

/** A family thread whose child is no longer enrolled in its class (moved or archived). */
const closedThread = sql<boolean>`(${chatThreads.kind} = 'family' and not exists (
  select 1 from class_enrollments e where e.class_id = ${chatThreads.classId} and e.child_id = ${chatThreads.childId}))`;

/** The one door to the chat tables (threads, messages, reads, settings) and the digest's job. */
export class ChatRepository extends Repository<ChatRepository> {
  protected bind(db: Database) {
    return new ChatRepository(db);
  }

  withDatabase(db: Database): ChatRepository {
    return this.bind(db);
  }

  /** Creates the threads that do not exist yet (idempotent: the partial unique indexes decide). */
  async ensureThreads(wanted: ThreadWanted[], at: Date): Promise<void> {
    if (wanted.length === 0) return;
    await this.db
      .insert(chatThreads)
      .values(wanted.map((w) => ({ ...w, id: newObjectId(at), createdAt: at })))
      .onConflictDoNothing();
  }

  /** Threads of these classes (staff), or matching `where` (families), with names and last message. */
  async listThreads(where: SQL | undefined): Promise<ThreadWithNames[]> {
    const last = this.db
      .select({
        threadId: chatMessages.threadId,
        body: chatMessages.body,
        retractedAt: chatMessages.retractedAt,
        rank: sql<number>`row_number() over (partition by ${chatMessages.threadId} order by ${chatMessages.id} desc)`.as(
          'rank',
        ),
      })
      .from(chatMessages)
      .as('last');
    const rows = await this.db
      .select({
        thread: chatThreads,
        className: classes.name,
        childFirstName: children.firstName,
        childLastName: children.lastName,
        childPicture: children.profilePicture,
        lastBody: last.body,
        lastRetractedAt: last.retractedAt,
        closed: closedThread,
      })
      .from(chatThreads)
      .innerJoin(classes, eq(classes.id, chatThreads.classId))
      .leftJoin(children, eq(children.id, chatThreads.childId))
      .leftJoin(last, and(eq(last.threadId, chatThreads.id), eq(last.rank, 1)))
      .where(where)
      .orderBy(
        sql`${chatThreads.lastMessageAt} desc nulls last`,
        classes.name,
        sql`${chatThreads.kind} = 'family'`,
        children.firstName,
      );
    return rows.map((r) => ({
      ...r.thread,
      className: r.className,
      childFirstName: r.childFirstName,
      childLastName: r.childLastName,
      childPicture: r.childPicture,
      lastBody: r.lastBody,
      lastRetracted: r.lastRetractedAt !== null,
      closed: r.closed,
    }));
  }

  threadsOfClasses(classIds: string[]): Promise<ThreadWithNames[]> {
    if (classIds.length === 0) return Promise.resolve([]);
    return this.listThreads(and(inArray(chatThreads.classId, classIds), isNull(classes.archivedAt)));
  }

  /** A family's threads: their children's in those children's classes, and those classes' broadcasts. */
  threadsOfFamily(enrolments: { childId: string; classId: string }[]): Promise<ThreadWithNames[]> {
    if (enrolments.length === 0) return Promise.resolve([]);
    const family = or(
      ...enrolments.map((e) =>
        and(
          eq(chatThreads.kind, 'family'),
          eq(chatThreads.classId, e.classId),
          eq(chatThreads.childId, e.childId),
        ),
      ),
    );
    const broadcast = and(
      eq(chatThreads.kind, 'broadcast'),
      inArray(chatThreads.classId, [...new Set(enrolments.map((e) => e.classId))]),
    );
    return this.listThreads(and(or(family, broadcast), isNull(classes.archivedAt)));
  }

  /**
   * Family threads of these children in classes they are no longer in (moved or archived): closed,
   * the family still reads them (decision 044, "A child moves class").
   */
  closedThreadsOfChildren(childIds: string[], schoolIds: string[]): Promise<ThreadWithNames[]> {
    if (childIds.length === 0 || schoolIds.length === 0) return Promise.resolve([]);
    return this.listThreads(
      and(
        eq(chatThreads.kind, 'family'),
        inArray(chatThreads.childId, childIds),
        inArray(chatThreads.schoolId, schoolIds),
        closedThread,
        isNull(classes.archivedAt),
      ),
    );
  }

  /** Whether a family thread is closed: its child is no longer in its class. */
  async isClosed(thread: ChatThreadRow): Promise<boolean> {
    if (thread.kind !== 'family') return false;
    const [row] = await this.db
      .select({ id: classEnrollments.id })
      .from(classEnrollments)
      .where(and(eq(classEnrollments.classId, thread.classId), eq(classEnrollments.childId, thread.childId!)))
      .limit(1);
    return !row;
  }

  /** The threads among `threadIds` the user took part in (wrote or read there: a chat_reads row). */
  async threadsTakenPartIn(userId: string, threadIds: string[]): Promise<Set<string>> {
    if (threadIds.length === 0) return new Set();
    const rows = await this.db
      .select({ threadId: chatReads.threadId })
      .from(chatReads)
      .where(and(eq(chatReads.userId, userId), inArray(chatReads.threadId, threadIds)));
    return new Set(rows.map((r) => r.threadId));
  }

  /** The children enrolled in these classes now (not archived): each one's family thread. */
  async enrolmentsOf(classIds: string[]): Promise<{ childId: string; classId: string }[]> {
    if (classIds.length === 0) return [];
    return this.db
      .select({ childId: classEnrollments.childId, classId: classEnrollments.classId })
      .from(classEnrollments)
      .innerJoin(children, eq(children.id, classEnrollments.childId))
      .where(and(inArray(classEnrollments.classId, classIds), isNull(children.archivedAt)));
  }

  /** The classes of these a staff member teaches (class_staff), as opposed to sees as an admin. */
  async taughtClassIds(userId: string, classIds: string[]): Promise<Set<string>> {
    if (classIds.length === 0) return new Set();
    const rows = await this.db
      .select({ classId: classStaff.classId })
      .from(classStaff)
      .where(and(eq(classStaff.userId, userId), inArray(classStaff.classId, classIds)));
    return new Set(rows.map((r) => r.classId));
  }

  /** A thread of a live class: an archived class's threads are closed, as its list hides them. */
  async findThread(id: string): Promise<ChatThreadRow | null> {
    const [row] = await this.db
      .select({ thread: chatThreads })
      .from(chatThreads)
      .innerJoin(classes, eq(classes.id, chatThreads.classId))
      .where(and(eq(chatThreads.id, id), isNull(classes.archivedAt)));
    return row?.thread ?? null;
  }

  async lockThread(id: string): Promise<ChatThreadRow | null> {
    const [row] = await this.db.select().from(chatThreads).where(eq(chatThreads.id, id)).for('update');
    return row ?? null;
  }

  async teachesClass(userId: string, classId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: classStaff.id })
      .from(classStaff)
      .where(and(eq(classStaff.userId, userId), eq(classStaff.classId, classId)));
    return Boolean(row);
  }

  /**
   * Whether a parent may read a thread: their child's (family; also after the child left the
   * class, closed), or a class broadcast where a child of theirs is now.
   */
  async parentMayRead(userId: string, thread: ChatThreadRow): Promise<boolean> {
    const [row] =
      thread.kind === 'family'
        ? await this.db
            .select({ id: parentLinks.id })
            .from(parentLinks)
            .where(and(eq(parentLinks.parentUserId, userId), eq(parentLinks.childId, thread.childId!)))
            .limit(1)
        : await this.db
            .select({ id: parentLinks.id })
            .from(parentLinks)
            .innerJoin(classEnrollments, eq(classEnrollments.childId, parentLinks.childId))
            .where(and(eq(parentLinks.parentUserId, userId), eq(classEnrollments.classId, thread.classId)))
            .limit(1);
    return Boolean(row);
  }

  /** Whether the parent has a child in any class of the school (another family's thread: 403, not 404). */
  async parentOfSchool(userId: string, schoolId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: parentLinks.id })
      .from(parentLinks)
      .where(and(eq(parentLinks.parentUserId, userId), eq(parentLinks.schoolId, schoolId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * The thread's members: the family's parents (or every family of the class) and the class's
   * staff (of a closed thread, only those who took part in it).
   */
  async membersOf(thread: ChatThreadRow): Promise<{ parents: string[]; staff: string[] }> {
    const parentRows =
      thread.kind === 'family'
        ? await this.db
            .selectDistinct({ id: parentLinks.parentUserId })
            .from(parentLinks)
            .where(eq(parentLinks.childId, thread.childId!))
        : await this.db
            .selectDistinct({ id: parentLinks.parentUserId })
            .from(parentLinks)
            .innerJoin(classEnrollments, eq(classEnrollments.childId, parentLinks.childId))
            .where(eq(classEnrollments.classId, thread.classId));
    const staffRows = await this.db
      .select({ id: classStaff.userId })
      .from(classStaff)
      .where(eq(classStaff.classId, thread.classId));
    let staff = staffRows.map((r) => r.id);
    // A closed thread (the child left the class) is only for the class's staff who took part in
    // it: the class's later staff may not read it, so they hear nothing of it (decision 044).
    if (staff.length > 0 && (await this.isClosed(thread))) {
      const rows = await this.db
        .select({ userId: chatReads.userId })
        .from(chatReads)
        .where(and(eq(chatReads.threadId, thread.id), inArray(chatReads.userId, staff)));
      const tookPart = new Set(rows.map((r) => r.userId));
      staff = staff.filter((id) => tookPart.has(id));
    }
    return { parents: parentRows.map((r) => r.id).sort(), staff: staff.sort() };
  }

  async insertMessage(row: typeof chatMessages.$inferInsert): Promise<void> {
    await this.db.insert(chatMessages).values(row);
    await this.db
      .update(chatThreads)
      .set({ lastMessageAt: row.sentAt })
      .where(eq(chatThreads.id, row.threadId));
  }

  async replaceAttachments(messageId: string, schoolId: string, mediaIds: string[]): Promise<void> {
    await replaceAttachments(this.db, { kind: 'chat_message', id: messageId, schoolId }, mediaIds);
  }

  /** Of `ids`, the parent's own images uploaded as a parent that nothing uses yet. */
  unusedFamilyImages(parentUserId: string, ids: string[]): Promise<string[]> {
    return listUnusedFamilyImages(this.db, parentUserId, ids);
  }

  async lockMessage(id: string): Promise<ChatMessageRow | null> {
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update');
    return row ?? null;
  }

  async retractMessage(id: string, at: Date): Promise<void> {
    await this.db.update(chatMessages).set({ retractedAt: at }).where(eq(chatMessages.id, id));
  }

  /** One page of a thread, newest first, older than `before` when given. */
  async listMessages(
    threadId: string,
    before: string | undefined,
    limit: number,
  ): Promise<MessageWithAuthor[]> {
    const rows = await this.db
      .select({ message: chatMessages, authorFirstName: users.firstName, authorLastName: users.lastName })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.authorUserId))
      .where(and(eq(chatMessages.threadId, threadId), before ? lt(chatMessages.id, before) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.map((r) => ({
      ...r.message,
      authorFirstName: r.authorFirstName,
      authorLastName: r.authorLastName,
    }));
  }

  async findMessageWithAuthor(id: string): Promise<MessageWithAuthor | null> {
    const [r] = await this.db
      .select({ message: chatMessages, authorFirstName: users.firstName, authorLastName: users.lastName })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.authorUserId))
      .where(eq(chatMessages.id, id));
    return r ? { ...r.message, authorFirstName: r.authorFirstName, authorLastName: r.authorLastName } : null;
  }

  async findMessageInThread(threadId: string, messageId: string): Promise<ChatMessageRow | null> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, threadId)));
    return row ?? null;
  }

  /** Moves the reader's last-read message forward (never back). */
  async markRead(threadId: string, userId: string, messageId: string, at: Date): Promise<boolean> {
    const moved = await this.db
      .insert(chatReads)
      .values({ threadId, userId, lastReadMessageId: messageId, readAt: at })
      .onConflictDoUpdate({
        target: [chatReads.threadId, chatReads.userId],
        set: { lastReadMessageId: messageId, readAt: at },
        setWhere: sql`${chatReads.lastReadMessageId} is null or ${chatReads.lastReadMessageId} < ${messageId}`,
      })
      .returning({ threadId: chatReads.threadId });
    return moved.length > 0;
  }

  /** The newest message any of these readers has read in the thread (read receipts). */
  async newestReadBy(threadId: string, userIds: string[]): Promise<string | null> {
    if (userIds.length === 0) return null;
    const [row] = await this.db
      .select({ id: sql<string | null>`max(${chatReads.lastReadMessageId})` })
      .from(chatReads)
      .where(and(eq(chatReads.threadId, threadId), inArray(chatReads.userId, userIds)));
    return row?.id ?? null;
  }

  /** Unread messages per thread for one reader: others' messages after their last read, not retracted. */
  async unreadCounts(userId: string, threadIds: string[]): Promise<Map<string, number>> {
    if (threadIds.length === 0) return new Map();
    const rows = await this.db
      .select({ threadId: chatMessages.threadId, n: sql<number>`count(*)::int` })
      .from(chatMessages)
      .leftJoin(chatReads, and(eq(chatReads.threadId, chatMessages.threadId), eq(chatReads.userId, userId)))
      .where(
        and(
          inArray(chatMessages.threadId, threadIds),
          sql`${chatMessages.authorUserId} <> ${userId}`,
          isNull(chatMessages.retractedAt),
          or(isNull(chatReads.lastReadMessageId), gt(chatMessages.id, chatReads.lastReadMessageId)),
        ),
      )
      .groupBy(chatMessages.threadId);
    return new Map(rows.map((r) => [r.threadId, r.n]));
  }

  /**
   * A parent's unread messages of a school not yet in a digest: in their family threads and
   * their children's classes' broadcasts, sent up to `until`.
   */
  async digestLines(parentUserId: string, schoolId: string, until: Date): Promise<DigestLine[]> {
    const mine = sql`(
      (${chatThreads.kind} = 'family' and ${chatThreads.childId} in (
        select ${parentLinks.childId} from ${parentLinks} where ${parentLinks.parentUserId} = ${parentUserId}))
      or (${chatThreads.kind} = 'broadcast' and ${chatThreads.classId} in (
        select ${classEnrollments.classId} from ${classEnrollments}
        join ${parentLinks} on ${parentLinks.childId} = ${classEnrollments.childId}
        where ${parentLinks.parentUserId} = ${parentUserId}))
    )`;
    const rows = await this.db
      .select({
        threadId: chatMessages.threadId,
        messageId: chatMessages.id,
        body: chatMessages.body,
        className: classes.name,
        childFirstName: children.firstName,
        authorFirstName: users.firstName,
      })
      .from(chatMessages)
      .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
      .innerJoin(classes, eq(classes.id, chatThreads.classId))
      .leftJoin(children, eq(children.id, chatThreads.childId))
      .innerJoin(users, eq(users.id, chatMessages.authorUserId))
      .leftJoin(
        chatReads,
        and(eq(chatReads.threadId, chatMessages.threadId), eq(chatReads.userId, parentUserId)),
      )
      .where(
        and(
          eq(chatMessages.schoolId, schoolId),
          sql`${chatMessages.authorUserId} <> ${parentUserId}`,
          isNull(chatMessages.retractedAt),
          sql`${chatMessages.sentAt} <= ${until.toISOString()}`,
          mine,
          or(isNull(chatReads.lastReadMessageId), gt(chatMessages.id, chatReads.lastReadMessageId)),
          or(
            isNull(chatReads.digestedThroughMessageId),
            gt(chatMessages.id, chatReads.digestedThroughMessageId),
          ),
        ),
      )
      .orderBy(chatMessages.id);
    return rows;
  }

  /** Records that a digest told the parent about messages of a thread up to `messageId`. */
  async markDigested(threadId: string, userId: string, messageId: string): Promise<void> {
    await this.db
      .insert(chatReads)
      .values({ threadId, userId, digestedThroughMessageId: messageId })
      .onConflictDoUpdate({
        target: [chatReads.threadId, chatReads.userId],
        set: { digestedThroughMessageId: messageId },
      });
  }

  async findEmail(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.email)));
    return row?.email ?? null;
  }

  /** A digest job for the subject unless one is already waiting (the first unread message starts the clock). */
  async scheduleDigestOnce(job: {
    kind: string;
    subjectId: string;
    schoolId: string;
    runAt: Date;
    at: Date;
  }): Promise<void> {
    await this.db
      .insert(scheduledJobs)
      .values({
        id: newObjectId(job.at),
        kind: job.kind,
        subjectId: job.subjectId,
        schoolId: job.schoolId,
        runAt: job.runAt,
        status: 'pending',
        createdAt: job.at,
      })
      .onConflictDoNothing();
  }

  /** The school's IANA time zone (read inside a job's transaction). */
  /** The school's chat switch, read in the job's own transaction (one connection on PGlite). */
  async isChatOn(schoolId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ permissions: schoolSettings.schoolPermissions })
      .from(schoolSettings)
      .where(eq(schoolSettings.schoolId, schoolId));
    return row?.permissions.chat?.enabled === true;
  }

  async findTimeZone(schoolId: string): Promise<string> {
    const [row] = await this.db
      .select({ timeZone: schools.timeZone })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.timeZone ?? 'UTC';
  }

  async findSettings(schoolId: string): Promise<ChatSettingsRow | null> {
    const [row] = await this.db.select().from(chatSettings).where(eq(chatSettings.schoolId, schoolId));
    return row ?? null;
  }

  async saveSettings(row: typeof chatSettings.$inferInsert): Promise<void> {
    await this.db
      .insert(chatSettings)
      .values(row)
      .onConflictDoUpdate({
        target: chatSettings.schoolId,
        set: {
          quietHoursEnabled: row.quietHoursEnabled,
          quietStart: row.quietStart,
          quietEnd: row.quietEnd,
          updatedAt: row.updatedAt,
        },
      });
  }

  async appendAudit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
