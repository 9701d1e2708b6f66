import {
  DEFAULT_JOURNAL_POST_TITLE,
  JOURNAL_PAGE_SIZE,
  type ChildJournalPage,
  type ClassJournalPage,
  type CreateJournalPostInput,
  type JournalEntry,
  type JournalReaction,
} from '@cue/contracts';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { staffViewer, type MediaViewer } from '../class-media/media-consent.policy.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { JournalEvents } from './journal.events.js';
import { mayDeletePost, mayWriteJournal } from './journal.policy.js';
import { presentJournalEntry } from './journal.presenter.js';
import type { JournalPostInsert, JournalPostRow, JournalRepository } from './journal.repository.js';

/** The request-receipt kind of a journal post made with a request key. */
const POSTS_RECEIPT_KIND = 'journal_posts';

export interface JournalServiceDeps {
  repository: JournalRepository;
  schools: SchoolsService;
  events: JournalEvents;
  clock: Clock;
  /** Attached photos: which may be attached (photo consent), and which each reader sees. */
  attachments: MediaAttachments;
}

const postNotFound = () => notFound('Journal post not found');

/** Page number from the PageNumber header (validated by the route): 1 when missing. */
const pageOf = (pageNumber: string | undefined) => {
  const page = pageNumber ? Number(pageNumber) : 1;
  return { page, limit: JOURNAL_PAGE_SIZE, offset: (page - 1) * JOURNAL_PAGE_SIZE };
};

/** Who reads a list: staff of the class, or a parent and their own children. */
type Reader =
  { kind: 'staff'; access: StaffAccess } | { kind: 'parent'; userId: string; childIds: ReadonlySet<string> };

/**
 * The journal (decision 045): a child's posts, which their family reads. Staff of the class read
 * the class's journal and write free posts with photos (one post per child, so each family reads
 * its own copy and photo consent is checked per child); families comment, react and leave read
 * receipts; staff reply. Every write checks school, role, class, child and the journal switch,
 * and is announced after commit with ids only (family events to that child's parents alone).
 */
export class JournalService {
  constructor(private readonly deps: JournalServiceDeps) {}

  /** class_journal/{classId}: the class's posts (or one child's), newest first. */
  async classJournal(
    actor: Actor,
    classId: string,
    childId: string | undefined,
    pageNumber: string | undefined,
  ): Promise<ClassJournalPage> {
    const { access, roster } = await this.deps.schools.classForStaff(actor, classId);
    await this.deps.schools.requireModule(access.schoolId, 'journal');
    if (childId && !roster.some((child) => child.id === childId)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await this.deps.repository.listPosts({ classId, childId }, { limit, offset });
    return {
      journal_posts: await this.present(rows, { kind: 'staff', access }),
      page_number: page,
      page_size: limit,
      total_count: total,
      has_more: offset + rows.length < total,
    };
  }

  /** child_journal/{studentId}: a parent reads their own child's journal, newest first. */
  async childJournal(
    actor: Actor,
    childId: string,
    pageNumber: string | undefined,
  ): Promise<ChildJournalPage> {
    await this.deps.schools.childForParent(actor, childId);
    const reader = await this.parentReader(actor);
    await this.deps.schools.requireModule(await this.deps.repository.findChildSchoolId(childId), 'journal');
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await this.deps.repository.listPosts({ childId }, { limit, offset });
    return {
      journal_posts: await this.present(rows, reader),
      page_number: page,
      page_size: limit,
      total_count: total,
      has_more: offset + rows.length < total,
    };
  }

  /**
   * journal_post/{classId}: a free post to the named children or the whole class, one post per
   * child. A photo of a child without photo consent may go only into that child's own journal:
   * otherwise the post is refused naming the child, and nothing is written.
   */
  async createPost(
    actor: Actor,
    classId: string,
    input: CreateJournalPostInput,
    requestKey?: RequestKey,
  ): Promise<JournalEntry[]> {
    const { repository, schools, clock } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'journal');
    if (!mayWriteJournal(access)) throw forbidden();
    // A request key (a Cue command run again after a crash) answers the posts it made, once.
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: requestKey.value,
    };
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return this.replayPosts(replayOf(receipt, POSTS_RECEIPT_KIND, requestKey!).ids, access);
    const onRoster = new Set(roster.map((child) => child.id));
    const childIds = input.whole_class ? roster.map((child) => child.id) : [...new Set(input.student_ids)];
    input.student_ids?.forEach((id, index) => {
      if (!onRoster.has(id)) throw badInput(`student_ids.${index}`, 'is not a student of this class');
    });
    if (childIds.length === 0) throw badInput('whole_class', 'the class has no children');

    const mediaIds = input.media_ids ?? [];
    if (mediaIds.length > 0) {
      const visibleClassIds = (await schools.listStaffClasses(actor)).map((c) => c._id);
      const staff = { userId: access.userId, schoolId: access.schoolId, visibleClassIds };
      // Each child's copy is read by that child's family only: only that child may lack consent.
      for (const childId of childIds) {
        await this.deps.attachments.checkAttachable(staff, mediaIds, 'media_ids', new Set([childId]));
      }
    }

    const now = clock.now();
    const day = schoolToday(await schools.schoolTimeZone(schoolClass.schoolId), now);
    const inserts: JournalPostInsert[] = childIds.map((childId) => ({
      id: newObjectId(now),
      schoolId: schoolClass.schoolId,
      classId,
      childId,
      kind: 'free',
      title: input.title?.trim() || DEFAULT_JOURNAL_POST_TITLE,
      body: input.body,
      postedOn: day,
      createdByUserId: access.userId,
      createdAt: now,
    }));
    const ids = inserts.map((post) => post.id!);
    const replayed = await repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, { kind: POSTS_RECEIPT_KIND, outcome: { ids }, at: now });
        if (first) return replayOf(first, POSTS_RECEIPT_KIND, requestKey!).ids;
      }
      await tx.insertPosts(inserts);
      for (const post of inserts) {
        await tx.replaceAttachments(post.id!, schoolClass.schoolId, [...new Set(mediaIds)]);
      }
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'create_journal_post',
        entity: 'journal_post',
        entityId: ids[0]!,
        details: { class_id: classId, post_ids: ids, student_ids: childIds, media_ids: mediaIds },
      });
      return null;
    });
    // Two runs of one key at once: the second answers the first's posts.
    if (replayed) return this.replayPosts(replayed, access);
    await this.deps.events.postsChanged(schoolClass.schoolId, refsOf(inserts));
    return this.present(await repository.findPosts(ids), { kind: 'staff', access });
  }

  /** The posts a request key already made, as they are now (deleted ones left out). */
  private async replayPosts(ids: string[], access: StaffAccess): Promise<JournalEntry[]> {
    return this.present(await this.deps.repository.findPosts(ids), { kind: 'staff', access });
  }

  /** delete_journal_post/{id}: its author or an admin; its comments, reactions and receipts go too. */
  async deletePost(actor: Actor, id: string): Promise<{ id: string }> {
    const { post, access } = await this.staffPost(actor, id);
    if (!mayDeletePost(access, post)) throw forbidden();
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.replaceAttachments(id, post.schoolId, []);
      await tx.deletePost(id);
      await tx.audit({
        at: now,
        schoolId: post.schoolId,
        actorUserId: access.userId,
        action: 'delete_journal_post',
        entity: 'journal_post',
        entityId: id,
        details: { class_id: post.classId, student_id: post.childId, title: post.title },
      });
    });
    await this.deps.events.postsChanged(post.schoolId, [refOf(post)]);
    return { id };
  }

  /** journal_post_comment/{id}: a parent of the child comments, or a teacher of the class replies. */
  async comment(actor: Actor, id: string, text: string): Promise<JournalEntry> {
    const { post, reader } =
      actor.kind === 'parent' ? await this.parentPost(actor, id) : await this.staffPost(actor, id);
    if (reader.kind === 'staff' && !mayWriteJournal(reader.access)) throw forbidden();
    const now = this.deps.clock.now();
    const commentId = newObjectId(now);
    await this.deps.repository.transaction(async (tx) => {
      await tx.insertComment({
        id: commentId,
        schoolId: post.schoolId,
        postId: id,
        authorUserId: actor.userId,
        authorKind: reader.kind,
        body: text,
        createdAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: post.schoolId,
        actorUserId: actor.userId,
        action: 'comment_journal_post',
        entity: 'journal_post',
        entityId: id,
        details: { comment_id: commentId, class_id: post.classId, student_id: post.childId },
      });
    });
    await this.deps.events.postsChanged(post.schoolId, [refOf(post)]);
    return this.presentOne(id, reader);
  }

  /** journal_post_reaction/{id}: a parent of the child reacts (or takes it back with null). */
  async react(actor: Actor, id: string, reaction: JournalReaction | null): Promise<JournalEntry> {
    const { post, reader } = await this.parentPost(actor, id);
    await this.deps.repository.setReaction(
      { postId: id, userId: actor.userId, schoolId: post.schoolId },
      reaction,
      this.deps.clock.now(),
    );
    await this.deps.events.postsChanged(post.schoolId, [refOf(post)]);
    return this.presentOne(id, reader);
  }

  /** journal_posts_read/: the parent opened these posts of their own children (read receipts). */
  async markRead(actor: Actor, postIds: string[]): Promise<{ post_ids: string[] }> {
    const ids = [...new Set(postIds)];
    const reader = await this.parentReader(actor);
    const posts = await this.deps.repository.findPosts(ids);
    const found = new Map(posts.map((post) => [post.id, post]));
    const schoolIds = new Set<string>();
    for (const id of ids) {
      // A well-formed id of no post is 404, as for comments and reactions (a bad id is the
      // schema's 400 naming post_ids.N).
      const post = found.get(id);
      if (!post) throw postNotFound();
      // Another family's child: the same answers as child_journal (403 in one's school, else 404).
      if (!reader.childIds.has(post.childId)) await this.deps.schools.childForParent(actor, post.childId);
      schoolIds.add(post.schoolId);
    }
    for (const schoolId of schoolIds) await this.deps.schools.requireModule(schoolId, 'journal');
    await this.deps.repository.markRead(
      posts.map((post) => ({ postId: post.id, userId: actor.userId, schoolId: post.schoolId })),
      this.deps.clock.now(),
    );
    // Staff see the receipt; the family's own lists need nothing new.
    const bySchool = new Map<string, JournalPostRow[]>();
    for (const post of posts) bySchool.set(post.schoolId, [...(bySchool.get(post.schoolId) ?? []), post]);
    for (const [schoolId, rows] of bySchool) {
      this.deps.events.staffOnly(schoolId, rows.map(refOf));
    }
    return { post_ids: ids };
  }

  /** A post a staff member works with: 404 across schools, 403 for a class they do not teach. */
  private async staffPost(actor: Actor, id: string) {
    const staff = await this.deps.schools.staffAccess(actor);
    const post = await this.deps.repository.findPost(id);
    if (!post || post.schoolId !== staff.schoolId) throw postNotFound();
    const { access } = await this.deps.schools.classForStaff(actor, post.classId);
    await this.deps.schools.requireModule(post.schoolId, 'journal');
    return { post, access, reader: { kind: 'staff', access } as Reader };
  }

  /** A post of the parent's own child: 404 across schools, 403 for another family's child. */
  private async parentPost(actor: Actor, id: string) {
    if (actor.kind !== 'parent') throw forbidden();
    const post = await this.deps.repository.findPost(id);
    if (!post) throw postNotFound();
    await this.deps.schools.childForParent(actor, post.childId);
    await this.deps.schools.requireModule(post.schoolId, 'journal');
    return { post, reader: await this.parentReader(actor) };
  }

  private async parentReader(actor: Actor): Promise<Reader & { kind: 'parent' }> {
    const family = await this.deps.schools.childrenOfParent(actor);
    return { kind: 'parent', userId: actor.userId, childIds: new Set(family.map((child) => child._id)) };
  }

  private async presentOne(id: string, reader: Reader): Promise<JournalEntry> {
    const [entry] = await this.present(await this.deps.repository.findPosts([id]), reader);
    if (!entry) throw postNotFound();
    return entry;
  }

  /** Rows with their photos (consent applied for families), comments, reactions and receipts. */
  private async present(rows: JournalPostRow[], reader: Reader): Promise<JournalEntry[]> {
    const ids = rows.map((row) => row.id);
    const viewer: MediaViewer =
      reader.kind === 'staff' ? staffViewer : { kind: 'family', childIds: reader.childIds };
    const { repository, attachments } = this.deps;
    const [files, comments, reactions, reads] = await Promise.all([
      attachments.filesOf('journal_post', ids, viewer),
      repository.commentsOf(ids),
      repository.reactionsOf(ids),
      repository.readsOf(ids),
    ]);
    const userId = reader.kind === 'staff' ? reader.access.userId : reader.userId;
    return rows.map((row) =>
      presentJournalEntry(row, {
        media: files.get(row.id) ?? [],
        comments: comments.get(row.id) ?? [],
        reactions: reactions.filter((r) => r.postId === row.id),
        reads: reads.filter((r) => r.postId === row.id),
        viewer: {
          userId,
          kind: reader.kind,
          canDelete: reader.kind === 'staff' && mayDeletePost(reader.access, row),
        },
      }),
    );
  }
}

const refOf = (post: { id: string; classId: string; childId: string }) => ({
  id: post.id,
  classId: post.classId,
  childId: post.childId,
});
const refsOf = (posts: JournalPostInsert[]) =>
  posts.map((post) => ({ id: post.id!, classId: post.classId, childId: post.childId }));
