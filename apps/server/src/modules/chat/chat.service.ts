import {
  CHAT_DIGEST_DELAY_MINUTES,
  CHAT_PAGE_SIZE,
  defaultChatSettings,
  type ChatThreadMessage,
  type ChatMessagePage,
  type ChatSettings,
  type ChatThread,
  type ChatUnread,
} from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { checkFamilyPhotos } from '../class-media/family-photos.js';
import { staffViewer, type MediaViewer } from '../class-media/media-consent.policy.js';
import type { EmailService } from '../email/email.service.js';
import type { JobAttempt, JobOutcome, JobRunner } from '../jobs/job-runner.js';
import type { JobRow } from '../jobs/jobs.repository.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { inQuietHours, quietHoursOver, type QuietHours } from './chat.quiet-hours.js';
import type {
  ChatRepository,
  ChatThreadRow,
  MessageWithAuthor,
  ThreadWanted,
  ThreadWithNames,
} from './chat.repository.js';

/** Durable job kinds: a parent's digest, and the same digest put off until quiet hours end. */
export const chatJobs = {
  digest: 'chat.digest',
  afterQuietHours: 'chat.digest.after-quiet-hours',
} as const;

export interface ChatServiceDeps {
  repository: ChatRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
  email: EmailService;
  attachments: MediaAttachments;
}

/** How the reader stands in a thread: a parent, a teacher of its class, or an admin reading it. */
type Standing =
  | { kind: 'parent'; userId: string; childIds: Set<string> }
  | { kind: 'staff'; access: StaffAccess; teaches: boolean };

const threadNotFound = () => notFound('Thread not found');
/** The child left the class: the conversation continues in the new class's thread. */
const threadClosed = () =>
  new AppError('FORBIDDEN', 'This conversation is closed: the child has moved to another class');
const messageNotFound = () => notFound('Message not found');
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/**
 * Chat between families and class staff (docs/decisions/044-chat.md): threads made on first need,
 * messages kept for ever (a retract hides the text), unread counts and read receipts, realtime
 * to the members' own rooms after commit, and an email digest of unread messages 15 minutes on,
 * never during the school's quiet hours.
 */
export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  registerJobs(runner: JobRunner): void {
    runner.register(chatJobs.digest, (job, db, attempt) => this.sendDigest(job, db, attempt));
    runner.register(chatJobs.afterQuietHours, (job, db, attempt) => this.sendDigest(job, db, attempt));
  }

  /** The reader's threads (made on first need) with unread counts; staff by class, families theirs. */
  async listThreads(actor: Actor): Promise<{ threads: ChatThread[]; total_unread: number }> {
    const { repository, clock } = this.deps;
    if (actor.kind === 'staff') {
      const access = await this.staffChatAccess(actor);
      const classes = await this.deps.schools.listStaffClasses(actor);
      const classIds = classes.map((c) => c._id);
      const enrolments = await repository.enrolmentsOf(classIds);
      await repository.ensureThreads(
        [
          ...classIds.map((classId) => this.wanted(access.schoolId, classId, null)),
          ...enrolments.map((e) => this.wanted(access.schoolId, e.classId, e.childId)),
        ],
        clock.now(),
      );
      const taught = await repository.taughtClassIds(actor.userId, classIds);
      const all = await repository.threadsOfClasses(classIds);
      // A closed thread (the child moved on) stays with the staff who took part in it, and with
      // admins reading; the class's later staff never see it (decision 044).
      const tookPart = await repository.threadsTakenPartIn(
        actor.userId,
        all.filter((row) => row.closed).map((row) => row.id),
      );
      const rows = all.filter((row) => !row.closed || tookPart.has(row.id) || access.isAdmin);
      return this.presentThreads(
        actor.userId,
        rows,
        (row) => taught.has(row.classId) && (!row.closed || tookPart.has(row.id)),
        (row) => !row.closed,
      );
    }
    const enrolments = await this.familyEnrolments(actor);
    await repository.ensureThreads(
      [
        ...[...new Map(enrolments.map((e) => [e.classId, e.schoolId]))].map(([classId, schoolId]) =>
          this.wanted(schoolId, classId, null),
        ),
        ...enrolments.map((e) => this.wanted(e.schoolId, e.classId, e.childId)),
      ],
      clock.now(),
    );
    // Their children's threads of classes left behind: closed, still theirs to read.
    const childIds = (await this.deps.schools.childrenOfParent(actor)).map((child) => child._id);
    const rows = [
      ...(await repository.threadsOfFamily(enrolments)),
      ...(await repository.closedThreadsOfChildren(childIds, [
        ...new Set(enrolments.map((e) => e.schoolId)),
      ])),
    ];
    return this.presentThreads(
      actor.userId,
      rows,
      () => true,
      (row) => row.kind === 'family' && !row.closed,
    );
  }

  /** Unread counts for the top bar: per member thread and in all. */
  async unread(actor: Actor): Promise<ChatUnread> {
    const { threads, total_unread } = await this.listThreads(actor);
    return {
      total_unread,
      threads: threads.filter((t) => t.unread > 0).map((t) => ({ thread_id: t._id, unread: t.unread })),
    };
  }

  /** A page of the thread, newest first (cursor: the oldest id of the page before). */
  async listMessages(actor: Actor, threadId: string, before: string | undefined): Promise<ChatMessagePage> {
    const { thread, standing } = await this.threadFor(actor, threadId);
    const rows = await this.deps.repository.listMessages(threadId, before, CHAT_PAGE_SIZE + 1);
    const page = rows.slice(0, CHAT_PAGE_SIZE);
    return {
      messages: await this.presentMessages(thread, standing, page),
      next_cursor: rows.length > CHAT_PAGE_SIZE ? page.at(-1)!.id : null,
    };
  }

  /** Sends a message: members only; families never post to a class broadcast. */
  async sendMessage(
    actor: Actor,
    threadId: string,
    input: { message: string; media_ids: string[] },
  ): Promise<ChatThreadMessage> {
    const { repository, clock, schools } = this.deps;
    const { thread, standing, closed } = await this.threadFor(actor, threadId);
    if (standing.kind === 'parent' ? thread.kind !== 'family' : !standing.teaches) throw forbidden();
    if (closed) throw threadClosed();
    let mediaIds: string[] = [];
    if (input.media_ids.length > 0 && standing.kind === 'staff') {
      const visibleClassIds = (await schools.listStaffClasses(actor)).map((c) => c._id);
      // A photo may go to the child's own family; in a broadcast every family of the class reads it.
      mediaIds = await this.deps.attachments.checkAttachable(
        { userId: actor.userId, schoolId: thread.schoolId, visibleClassIds },
        input.media_ids,
        'media_ids',
        new Set(thread.childId ? [thread.childId] : []),
      );
    }
    const now = clock.now();
    const id = newObjectId(now);
    // Read before the transaction: one connection (PGlite in tests) must not wait on itself.
    const quietHours = await this.quietHours(thread.schoolId);
    const timeZone = await this.timeZone(thread.schoolId);
    const quiet = inQuietHours(quietHours, timeZone, now);
    const members = await repository.transaction(async (repo) => {
      await repo.lockThread(thread.id);
      // A family's photos (a rash, a drawing): their own parent uploads, up to 4, used nowhere
      // else; checked in the write so the same upload cannot go to two places at once.
      if (standing.kind === 'parent') {
        mediaIds = await checkFamilyPhotos(
          input.media_ids,
          'media_ids',
          { attached: [], othersPhotos: [] },
          (ids) => repo.unusedFamilyImages(actor.userId, ids),
        );
      }
      await repo.insertMessage({
        id,
        threadId: thread.id,
        schoolId: thread.schoolId,
        authorUserId: actor.userId,
        authorKind: standing.kind === 'parent' ? 'parent' : 'staff',
        body: input.message,
        sentAt: now,
        inQuietHours: quiet,
      });
      await repo.replaceAttachments(id, thread.schoolId, mediaIds);
      // The sender has read what they wrote.
      await repo.markRead(thread.id, actor.userId, id, now);
      const members = await repo.membersOf(thread);
      if (standing.kind === 'staff') {
        const runAt = quietHoursOver(
          quietHours,
          timeZone,
          new Date(now.getTime() + CHAT_DIGEST_DELAY_MINUTES * 60_000),
        );
        for (const parentId of members.parents) {
          await repo.scheduleDigestOnce({
            kind: chatJobs.digest,
            subjectId: `${parentId}:${thread.schoolId}`,
            schoolId: thread.schoolId,
            runAt,
            at: now,
          });
        }
      }
      return members;
    });
    this.announce(thread, [...members.parents, ...members.staff, actor.userId], [thread.id, id]);
    const row = await repository.findMessageWithAuthor(id);
    const [presented] = await this.presentMessages(thread, standing, row ? [row] : []);
    if (!presented) throw messageNotFound();
    return presented;
  }

  /** The reader has seen the thread up to `messageId` (never moves back). */
  async markRead(actor: Actor, threadId: string, messageId: string): Promise<void> {
    const { repository, clock } = this.deps;
    const { thread, standing } = await this.threadFor(actor, threadId);
    const message = await repository.findMessageInThread(thread.id, messageId);
    if (!message) throw badInput('message_id', 'not a message of this thread');
    // An admin reading a class they do not teach leaves no receipt.
    if (standing.kind === 'staff' && !standing.teaches) return;
    const moved = await repository.markRead(thread.id, actor.userId, messageId, clock.now());
    if (!moved) return;
    // Their other tabs (unread badge) and, for a family's read, the staff's receipts.
    const members = await repository.membersOf(thread);
    this.announce(
      thread,
      standing.kind === 'parent' && thread.kind === 'family'
        ? [actor.userId, ...members.staff]
        : [actor.userId],
      [thread.id],
    );
  }

  /** The author takes a message back: hidden for everyone, kept with an audit entry. */
  async retractMessage(actor: Actor, messageId: string): Promise<void> {
    const { repository, clock } = this.deps;
    const now = clock.now();
    // Who may see it is settled before the transaction (one connection must not wait on itself).
    const seen = await repository.findMessageWithAuthor(messageId);
    if (!seen) throw messageNotFound();
    const { thread } = await this.threadFor(actor, seen.threadId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'NOT_FOUND' ? messageNotFound() : error;
    });
    if (seen.authorUserId !== actor.userId) throw forbidden();
    const found = await repository.transaction(async (repo) => {
      const message = await repo.lockMessage(messageId);
      if (!message || message.retractedAt) return null;
      await repo.retractMessage(message.id, now);
      await repo.appendAudit({
        at: now,
        schoolId: message.schoolId,
        actorUserId: actor.userId,
        action: 'retract_chat_message',
        entity: 'chat_message',
        entityId: message.id,
        details: { thread_id: message.threadId, sent_at: message.sentAt.toISOString() },
      });
      return { thread, members: await repo.membersOf(thread) };
    });
    if (!found) return;
    this.announce(
      found.thread,
      [...found.members.parents, ...found.members.staff, actor.userId],
      [found.thread.id, messageId],
    );
  }

  /** The school's quiet hours (staff with chat). */
  async getSettings(actor: Actor): Promise<ChatSettings> {
    const access = await this.staffChatAccess(actor);
    const q = await this.quietHours(access.schoolId);
    return { quiet_hours_enabled: q.enabled, quiet_start: q.start, quiet_end: q.end };
  }

  /** Admins set the quiet hours. */
  async saveSettings(actor: Actor, input: ChatSettings): Promise<ChatSettings> {
    const access = await this.staffChatAccess(actor);
    if (!access.isAdmin) throw forbidden();
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (repo) => {
      await repo.saveSettings({
        schoolId: access.schoolId,
        quietHoursEnabled: input.quiet_hours_enabled,
        quietStart: input.quiet_start,
        quietEnd: input.quiet_end,
        updatedAt: now,
      });
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'update_chat_settings',
        entity: 'chat_settings',
        entityId: access.schoolId,
        details: { ...input },
      });
    });
    return input;
  }

  /**
   * Job: one email to a parent listing their unread messages not yet in a digest. Put off while
   * the school's quiet hours last; nothing when everything was read meanwhile.
   */
  private async sendDigest(job: JobRow, db: Database, attempt: JobAttempt): Promise<JobOutcome> {
    const { clock } = this.deps;
    const repo = this.deps.repository.withDatabase(db);
    const [parentId, schoolId] = job.subjectId.split(':') as [string, string];
    const now = clock.now();
    // Chat switched off since the message: no email quotes it (the school closed the channel).
    if (!(await repo.isChatOn(schoolId))) return { done: true };
    const quiet = await this.quietHours(schoolId, repo);
    const timeZone = await repo.findTimeZone(schoolId);
    if (inQuietHours(quiet, timeZone, now)) {
      // The same digest, waiting under the other kind (this job is still pending until it ends).
      await repo.scheduleDigestOnce({
        kind: job.kind === chatJobs.digest ? chatJobs.afterQuietHours : chatJobs.digest,
        subjectId: job.subjectId,
        schoolId,
        runAt: quietHoursOver(quiet, timeZone, now),
        at: now,
      });
      return { done: true };
    }
    const lines = await repo.digestLines(parentId, schoolId, now);
    if (lines.length === 0) return { done: true };
    const markDigested = async () => {
      const newest = new Map<string, string>();
      for (const line of lines) newest.set(line.threadId, line.messageId);
      for (const [threadId, messageId] of newest) await repo.markDigested(threadId, parentId, messageId);
    };
    const address = await repo.findEmail(parentId);
    if (!address) {
      await markDigested();
      return { done: true };
    }
    const text = [
      `You have ${lines.length} unread message${lines.length === 1 ? '' : 's'}:`,
      '',
      ...lines.map(
        (line) =>
          `${line.className}${line.childFirstName ? ` (${line.childFirstName})` : ''} — ${line.authorFirstName}: ${preview(line.body)}`,
      ),
    ].join('\n');
    const progress = await this.deps.email.deliverStep(
      db,
      {
        schoolId,
        cause: `chat-digest:${job.id}`,
        recipients: [address],
        subject: 'Unread messages from your school',
        text,
      },
      { round: job.attempts, last: attempt.last },
    );
    if (progress.finished) {
      await markDigested();
      return { done: true };
    }
    return progress.continueNow ? { done: false, continueNow: true } : { done: false, error: progress.error };
  }

  /** Ids only, after commit, to the members' own rooms (every open tab, nobody else). */
  private announce(thread: ChatThreadRow, userIds: string[], ids: string[]): void {
    this.deps.hub.usersChanged(userIds, { entity: 'chat', ids, classIds: [thread.classId] });
  }

  private wanted(schoolId: string, classId: string, childId: string | null): ThreadWanted {
    return { schoolId, classId, kind: childId ? 'family' : 'broadcast', childId };
  }

  /** Staff of the school whose role has chat, with the school's chat module on. */
  private async staffChatAccess(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    if (!access.rolePermissions.daily_communication.chat) throw forbidden();
    await this.deps.schools.requireModule(access.schoolId, 'chat');
    return access;
  }

  /** A parent's children's current classes in schools with chat on (403 when none has it on). */
  private async familyEnrolments(
    actor: Actor,
  ): Promise<{ childId: string; classId: string; schoolId: string }[]> {
    const family = await this.deps.schools.childrenOfParent(actor);
    const all = family.flatMap((child) =>
      child.student_class.map((e) => ({
        childId: child._id,
        classId: e.class_id,
        schoolId: e.school_details._id,
      })),
    );
    const open = new Set<string>();
    for (const schoolId of new Set(all.map((e) => e.schoolId))) {
      if (
        await this.deps.schools.requireModule(schoolId, 'chat').then(
          () => true,
          () => false,
        )
      ) {
        open.add(schoolId);
      }
    }
    if (all.length > 0 && open.size === 0) await this.deps.schools.requireModule(all[0]!.schoolId, 'chat');
    return all.filter((e) => open.has(e.schoolId));
  }

  /**
   * A thread the actor may read: 404 for another school's (or none), 403 for another family's
   * thread or a class the teacher does not teach (admins read every thread of their school).
   */
  private async threadFor(
    actor: Actor,
    threadId: string,
  ): Promise<{ thread: ChatThreadRow; standing: Standing; closed: boolean }> {
    const { repository, schools } = this.deps;
    const thread = await repository.findThread(threadId);
    if (actor.kind === 'staff') {
      const access = await schools.staffAccess(actor);
      if (!access.rolePermissions.daily_communication.chat) throw forbidden();
      if (!thread || thread.schoolId !== access.schoolId) throw threadNotFound();
      await schools.requireModule(thread.schoolId, 'chat');
      let teaches = await repository.teachesClass(actor.userId, thread.classId);
      const closed = await repository.isClosed(thread);
      // A closed thread is only for the class's staff who took part in it (and admins reading).
      if (teaches && closed) {
        teaches = (await repository.threadsTakenPartIn(actor.userId, [thread.id])).has(thread.id);
      }
      if (!teaches && !access.isAdmin) throw forbidden();
      return { thread, standing: { kind: 'staff', access, teaches }, closed };
    }
    if (!thread) throw threadNotFound();
    if (!(await repository.parentMayRead(actor.userId, thread))) {
      if (await repository.parentOfSchool(actor.userId, thread.schoolId)) throw forbidden();
      throw threadNotFound();
    }
    await schools.requireModule(thread.schoolId, 'chat');
    const childIds = new Set((await schools.childrenOfParent(actor)).map((c) => c._id));
    return {
      thread,
      standing: { kind: 'parent', userId: actor.userId, childIds },
      closed: await repository.isClosed(thread),
    };
  }

  private async presentThreads(
    userId: string,
    rows: ThreadWithNames[],
    isMember: (row: ThreadWithNames) => boolean,
    mayPost: (row: ThreadWithNames) => boolean,
  ): Promise<{ threads: ChatThread[]; total_unread: number }> {
    const memberIds = rows.filter(isMember).map((row) => row.id);
    const [counts, pictures] = await Promise.all([
      this.deps.repository.unreadCounts(userId, memberIds),
      this.deps.schools.pictureLinks(rows.map((row) => row.childPicture)),
    ]);
    const threads = rows.map((row): ChatThread => {
      const member = isMember(row);
      return {
        _id: row.id,
        kind: row.kind,
        class_id: row.classId,
        class_name: row.className,
        student_id: row.childId,
        student_name: fullName(row.childFirstName, row.childLastName),
        student_profile_picture: row.childPicture ? (pictures.get(row.childPicture) ?? null) : null,
        can_post: member && mayPost(row),
        is_member: member,
        closed: row.closed,
        unread: member ? (counts.get(row.id) ?? 0) : 0,
        last_message_at: row.lastMessageAt?.toISOString() ?? null,
        last_message_preview: row.lastBody && !row.lastRetracted ? preview(row.lastBody) : '',
      };
    });
    return { threads, total_unread: threads.reduce((sum, t) => sum + t.unread, 0) };
  }

  private async presentMessages(
    thread: ChatThreadRow,
    standing: Standing,
    rows: MessageWithAuthor[],
  ): Promise<ChatThreadMessage[]> {
    const viewer: MediaViewer =
      standing.kind === 'staff' ? staffViewer : { kind: 'family', childIds: standing.childIds };
    const files = await this.deps.attachments.filesOf(
      'chat_message',
      rows.map((row) => row.id),
      viewer,
    );
    let familyRead: string | null = null;
    if (standing.kind === 'staff' && thread.kind === 'family') {
      const { parents } = await this.deps.repository.membersOf(thread);
      familyRead = await this.deps.repository.newestReadBy(thread.id, parents);
    }
    return rows.map((row) => {
      const retracted = row.retractedAt !== null;
      return {
        _id: row.id,
        thread_id: row.threadId,
        author_id: row.authorUserId,
        author_name: fullName(row.authorFirstName, row.authorLastName) ?? '',
        author_kind: row.authorKind,
        message: retracted ? '' : row.body,
        retracted,
        sent_at: row.sentAt.toISOString(),
        media: retracted ? [] : (files.get(row.id) ?? []),
        read_by_family: row.authorKind === 'staff' && familyRead !== null && row.id <= familyRead,
      };
    });
  }

  private async quietHours(
    schoolId: string,
    repo: ChatRepository = this.deps.repository,
  ): Promise<QuietHours> {
    const row = await repo.findSettings(schoolId);
    return {
      enabled: row?.quietHoursEnabled ?? defaultChatSettings.quiet_hours_enabled,
      start: row?.quietStart ?? defaultChatSettings.quiet_start,
      end: row?.quietEnd ?? defaultChatSettings.quiet_end,
    };
  }

  private timeZone(schoolId: string): Promise<string> {
    return this.deps.schools.schoolTimeZone(schoolId);
  }
}
