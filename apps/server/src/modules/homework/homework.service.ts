import {
  HOMEWORKS_PAGE_SIZE,
  addDaysToIsoDate,
  MAX_DAYS_AHEAD,
  type HomeworkDetail,
  type HomeworkFields,
  type HomeworkPage,
  type HomeworkStatus,
  type MediaFile,
  type ParentHomeworkPage,
} from '@cue/contracts';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertDateWithin } from '../../lib/date-window.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { checkFamilyPhotos } from '../class-media/family-photos.js';
import { staffViewer } from '../class-media/media-consent.policy.js';
import type { MediaService } from '../media/media.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { announceHomeworkChanged } from './homework.events.js';
import { mayManageHomework, maySeeOthersDrafts, mayWorkWithHomework } from './homework.policy.js';
import { presentHomework, presentPerson, presentSubmission } from './homework.presenter.js';
import type { HomeworkRepository, HomeworkRow, SubmissionRow } from './homework.repository.js';

export interface HomeworkServiceDeps {
  repository: HomeworkRepository;
  schools: SchoolsService;
  hub: RealtimeHub;
  clock: Clock;
  /** The teacher's attachments: which may be attached, and which each reader sees (photo consent). */
  attachments: MediaAttachments;
  /** Signed links of the families' photos of the work. */
  media: Pick<MediaService, 'presentFiles'>;
}

export interface SavedHomework {
  id: string;
  status: HomeworkStatus;
}

/** Who a homework reaches: its class and its chosen children (none: the whole class). */
interface Audience {
  classId: string;
  childIds: string[];
  published: boolean;
}

const homeworkNotFound = () => notFound('Homework not found');

/**
 * Homework (issue 14, decision 043): staff set it for a class or chosen children with a due
 * date, as a draft or published; families of those children see it, mark it done (with photos of
 * the work) or undo; staff see who has submitted.
 */
export class HomeworkService {
  constructor(private readonly deps: HomeworkServiceDeps) {}

  async createHomework(actor: Actor, input: HomeworkFields): Promise<SavedHomework> {
    const { repository, clock } = this.deps;
    const access = await this.homeworkAccess(actor);
    const childIds = await this.checkedAudience(actor, input);
    const mediaIds = await this.checkedMedia(actor, access, input.homework_media ?? []);
    const now = clock.now();
    await this.checkDueDate(access.schoolId, input.due_date, now);
    const status: HomeworkStatus = input.save_as_draft ? 'draft' : 'published';
    const id = newObjectId(now);
    await repository.transaction(async (repo) => {
      await repo.insertHomework(
        {
          id,
          schoolId: access.schoolId,
          classId: input.class_id,
          title: input.title,
          instructions: input.instructions,
          dueDate: input.due_date,
          status,
          publishedAt: status === 'published' ? now : null,
          createdByUserId: actor.userId,
          updatedAt: now,
          createdAt: now,
        },
        childIds,
      );
      await repo.replaceAttachments('homework', id, access.schoolId, mediaIds);
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'create_homework',
        entity: 'homework',
        entityId: id,
        details: { status, class_id: input.class_id, child_ids: childIds, media_ids: mediaIds },
      });
    });
    await this.announce([id], access.schoolId, [
      { classId: input.class_id, childIds, published: status === 'published' },
    ]);
    return { id, status };
  }

  /**
   * Replaces a homework's fields. A published homework stays published (families have seen it):
   * asking to make it a draft again is a 400 naming save_as_draft.
   */
  async updateHomework(actor: Actor, id: string, input: HomeworkFields): Promise<SavedHomework> {
    const { repository, clock } = this.deps;
    const access = await this.homeworkAccess(actor);
    const childIds = await this.checkedAudience(actor, input);
    const mediaIds = input.homework_media && (await this.checkedMedia(actor, access, input.homework_media));
    const now = clock.now();
    const visible = await this.visibleClassIds(actor);
    const before = await repository.transaction(async (repo) => {
      const row = await this.lockManageable(repo, access, id, visible);
      if (row.status === 'published' && input.save_as_draft) {
        throw badInput('save_as_draft', 'published homework cannot become a draft again');
      }
      // An unchanged due date may have passed (the homework is being corrected after the day).
      if (input.due_date !== row.dueDate) await this.checkDueDate(access.schoolId, input.due_date, now);
      const previousChildIds = await repo.listChildIdsOf(id);
      const status: HomeworkStatus =
        row.status === 'published' || !input.save_as_draft ? 'published' : 'draft';
      await repo.updateHomework(
        id,
        access.schoolId,
        {
          classId: input.class_id,
          title: input.title,
          instructions: input.instructions,
          dueDate: input.due_date,
          status,
          publishedAt: row.publishedAt ?? (status === 'published' ? now : null),
          updatedAt: now,
        },
        childIds,
      );
      if (mediaIds) await repo.replaceAttachments('homework', id, access.schoolId, mediaIds);
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'update_homework',
        entity: 'homework',
        entityId: id,
        details: { status, previous_status: row.status, class_id: input.class_id, child_ids: childIds },
      });
      return { row, previousChildIds, status };
    });
    await this.announce([id], access.schoolId, [
      {
        classId: before.row.classId,
        childIds: before.previousChildIds,
        published: before.row.status === 'published',
      },
      { classId: input.class_id, childIds, published: before.status === 'published' },
    ]);
    return { id, status: before.status };
  }

  /** Deletes a homework, its attachments and the families' submissions. */
  async deleteHomework(actor: Actor, id: string): Promise<void> {
    const { repository, clock } = this.deps;
    const access = await this.homeworkAccess(actor);
    const now = clock.now();
    const visible = await this.visibleClassIds(actor);
    const deleted = await repository.transaction(async (repo) => {
      const row = await this.lockManageable(repo, access, id, visible);
      const childIds = await repo.listChildIdsOf(id);
      await repo.deleteHomework(id, access.schoolId);
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'delete_homework',
        entity: 'homework',
        entityId: id,
        details: { title: row.title, status: row.status, created_by_user_id: row.createdByUserId },
      });
      return { row, childIds };
    });
    await this.announce([id], access.schoolId, [
      {
        classId: deleted.row.classId,
        childIds: deleted.childIds,
        published: deleted.row.status === 'published',
      },
    ]);
  }

  /** homework/{id} (GET): one homework with every child it is set for, submitted or not. */
  async getHomework(actor: Actor, id: string): Promise<HomeworkDetail> {
    const { repository, attachments } = this.deps;
    const access = await this.homeworkAccess(actor);
    const row = await repository.findWithNames(id);
    if (!row || row.schoolId !== access.schoolId) throw homeworkNotFound();
    // Only staff who work with the class, whatever their rights over homework: its families'
    // photos of the work are in the answer.
    if (!(await this.visibleClassIds(actor)).has(row.classId)) throw forbidden();
    const canManage = mayManageHomework(access, row);
    if (!canManage && row.status === 'draft') throw forbidden();
    const addressed =
      row.children.length > 0 ? row.children : await repository.listClassChildren(row.classId);
    const submissions = await repository.listSubmissions(
      [id],
      addressed.map((c) => c.id),
    );
    const [files, photos] = await Promise.all([
      attachments.filesOf('homework', [id], staffViewer),
      this.submissionPhotos(submissions),
    ]);
    const byChild = new Map(submissions.map((s) => [s.childId, s]));
    const roster = addressed.map((child) => {
      const submission = byChild.get(child.id);
      return {
        child: presentPerson(child),
        submission: submission ? presentSubmission(submission, photos.get(submission.id) ?? []) : null,
      };
    });
    // Submitted first (in the order they came), then those still to do, by name.
    roster.sort((a, b) => Number(!a.submission) - Number(!b.submission));
    return {
      ...presentHomework(row, { canManage, files: files.get(id) ?? [], familyChildIds: null }),
      roster,
    };
  }

  /** homeworks/: what a staff member may see, latest due first, optionally one class or state. */
  async listHomeworks(
    actor: Actor,
    query: { class_id?: string | undefined; status?: HomeworkStatus | undefined; page: number },
  ): Promise<HomeworkPage> {
    const { repository, schools, attachments } = this.deps;
    const access = await this.homeworkAccess(actor);
    if (query.class_id) await schools.classForStaff(actor, query.class_id);
    const visibleClassIds = (await schools.listStaffClasses(actor)).map((c) => c._id);
    const { rows, total } = await repository.listForStaff({
      schoolId: access.schoolId,
      userId: access.userId,
      visibleClassIds,
      seesOthersDrafts: maySeeOthersDrafts(access),
      classId: query.class_id,
      status: query.status,
      limit: HOMEWORKS_PAGE_SIZE,
      offset: (query.page - 1) * HOMEWORKS_PAGE_SIZE,
    });
    const files = await attachments.filesOf(
      'homework',
      rows.map((row) => row.id),
      staffViewer,
    );
    return {
      homeworks: rows.map((row) =>
        presentHomework(row, {
          canManage: mayManageHomework(access, row),
          files: files.get(row.id) ?? [],
          familyChildIds: null,
        }),
      ),
      page: query.page,
      page_size: HOMEWORKS_PAGE_SIZE,
      total,
    };
  }

  /** parent_homeworks/?student_id=: published homework set for the parent's child, with its submission. */
  async listParentHomeworks(
    actor: Actor,
    query: { student_id: string; page: number },
  ): Promise<ParentHomeworkPage> {
    const { repository, schools, attachments } = this.deps;
    const child = await schools.childForParent(actor, query.student_id);
    const family = new Set((await schools.childrenOfParent(actor)).map((c) => c._id));
    const { rows, total } = await repository.listForChild({
      childId: child._id,
      classIds: [...new Set(child.student_class.map((e) => e.class_id))],
      limit: HOMEWORKS_PAGE_SIZE,
      offset: (query.page - 1) * HOMEWORKS_PAGE_SIZE,
    });
    const ids = rows.map((row) => row.id);
    const [files, submissions] = await Promise.all([
      attachments.filesOf('homework', ids, { kind: 'family', childIds: family }),
      repository.listSubmissions(ids, [child._id]),
    ]);
    // The family's own photos of its own child's work.
    const photos = await this.submissionPhotos(submissions);
    const byHomework = new Map(submissions.map((s) => [s.homeworkId, s]));
    return {
      homeworks: rows.map((row) => {
        const submission = byHomework.get(row.id);
        return {
          ...presentHomework(row, {
            canManage: false,
            files: files.get(row.id) ?? [],
            familyChildIds: family,
          }),
          submission: submission ? presentSubmission(submission, photos.get(submission.id) ?? []) : null,
        };
      }),
      page: query.page,
      page_size: HOMEWORKS_PAGE_SIZE,
      total,
    };
  }

  /**
   * parent_homeworks/{id}/submission (POST): the family marks it done for their child, with
   * photos of the work (images only). Again: the time and the caller's photos are replaced; photos
   * already on the submission that they name are kept, and another parent's photos always stay
   * (checkFamilyPhotos). Late is allowed: the due date is a guide for families, not a lock.
   */
  async submitHomework(
    actor: Actor,
    id: string,
    input: { student_id: string; submission_media: string[] },
  ): Promise<void> {
    const { repository, clock } = this.deps;
    const { row } = await this.homeworkForChild(actor, id, input.student_id);
    const now = clock.now();
    await repository.transaction(async (repo) => {
      // Two parents marking it done at once: the first claims the row, the second waits for it
      // and then adds to it as to any existing submission (no unique-index 500, no lost photos).
      let existing = await repo.lockSubmission(id, input.student_id);
      let created = false;
      if (!existing) {
        const claimed = await repo.claimSubmission({
          id: newObjectId(now),
          homeworkId: id,
          childId: input.student_id,
          schoolId: row.schoolId,
          submittedByUserId: actor.userId,
          submittedAt: now,
        });
        existing = claimed.row;
        created = claimed.created;
      }
      const attached = created
        ? []
        : ((await repo.attachmentsOf('homework_submission', [existing.id])).get(existing.id) ?? []);
      const mine = new Set(await repo.uploadedBy(actor.userId, attached));
      const mediaIds = await checkFamilyPhotos(
        input.submission_media,
        'submission_media',
        { attached, othersPhotos: attached.filter((mediaId) => !mine.has(mediaId)) },
        (ids) => repo.unusedFamilyImages(actor.userId, ids),
      );
      const submissionId = existing.id;
      if (!created) await repo.touchSubmission(existing.id, actor.userId, now);
      await repo.replaceAttachments('homework_submission', submissionId, row.schoolId, mediaIds);
      await repo.appendAudit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: actor.userId,
        action: 'submit_homework',
        entity: 'homework',
        entityId: id,
        details: { child_id: input.student_id, media_ids: mediaIds },
      });
    });
    await this.announceSubmission(row, input.student_id);
  }

  /** parent_homeworks/{id}/submission (DELETE): undo "done" for the child (and drop its photos). */
  async undoSubmission(actor: Actor, id: string, studentId: string): Promise<void> {
    const { repository, clock } = this.deps;
    const { row } = await this.homeworkForChild(actor, id, studentId);
    const now = clock.now();
    const undone = await repository.transaction(async (repo) => {
      const existing = await repo.lockSubmission(id, studentId);
      if (!existing) return false;
      // The record of which photos went with it (the other parent's too: "not done" is the family's).
      const attached =
        (await repo.attachmentsOf('homework_submission', [existing.id])).get(existing.id) ?? [];
      await repo.deleteSubmission(existing.id, row.schoolId);
      await repo.appendAudit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: actor.userId,
        action: 'undo_homework_submission',
        entity: 'homework',
        entityId: id,
        details: { child_id: studentId, media_ids: attached },
      });
      return true;
    });
    if (undone) await this.announceSubmission(row, studentId);
  }

  /**
   * A published homework set for the parent's child: the child is the parent's own (403 for
   * another family's child of their school, 404 otherwise) and the homework reaches them (404).
   */
  private async homeworkForChild(actor: Actor, id: string, childId: string): Promise<{ row: HomeworkRow }> {
    const { repository, schools } = this.deps;
    const child = await schools.childForParent(actor, childId);
    const row = await repository.findWithNames(id);
    const classIds = new Set(child.student_class.map((e) => e.class_id));
    const setForChild = row && (row.children.length === 0 || row.children.some((c) => c.id === childId));
    if (!row || row.status !== 'published' || !classIds.has(row.classId) || !setForChild) {
      throw homeworkNotFound();
    }
    return { row };
  }

  /** Signed links of submissions' photos (only ever answered to the class's staff and the child's family). */
  private async submissionPhotos(submissions: SubmissionRow[]): Promise<Map<string, MediaFile[]>> {
    const attached = await this.deps.repository.attachmentsOf(
      'homework_submission',
      submissions.map((s) => s.id),
    );
    const files = await this.deps.media.presentFiles([...attached.values()].flat());
    return new Map(
      [...attached].map(([submissionId, ids]) => [
        submissionId,
        ids.flatMap((mediaId) => {
          const file = files.get(mediaId);
          return file ? [file] : [];
        }),
      ]),
    );
  }

  /** After commit: staff of the classes, and the families of the children each published side reaches. */
  private async announce(ids: string[], schoolId: string, sides: Audience[]): Promise<void> {
    const { repository, hub } = this.deps;
    const reached = new Set<string>();
    for (const side of sides.filter((s) => s.published)) {
      const childIds =
        side.childIds.length > 0
          ? side.childIds
          : (await repository.listClassChildren(side.classId)).map((c) => c.id);
      for (const childId of childIds) reached.add(childId);
    }
    announceHomeworkChanged(hub, {
      ids,
      schoolId,
      classIds: sides.map((s) => s.classId),
      parentUserIds: await repository.listParentIdsOf([...reached]),
    });
  }

  /** A submission changed: the class's staff and that child's own family (every parent of the child). */
  private async announceSubmission(row: HomeworkRow, childId: string): Promise<void> {
    announceHomeworkChanged(this.deps.hub, {
      ids: [row.id],
      schoolId: row.schoolId,
      classIds: [row.classId],
      parentUserIds: await this.deps.repository.listParentIdsOf([childId]),
    });
  }

  /** Due on a school-local day from today to a year ahead (400 naming due_date). */
  private async checkDueDate(schoolId: string, dueDate: string, now: Date): Promise<void> {
    const today = schoolToday(await this.deps.schools.schoolTimeZone(schoolId), now);
    const latest = addDaysToIsoDate(today, MAX_DAYS_AHEAD);
    assertDateWithin('due_date', dueDate, {
      earliest: today,
      latest,
      earliestWords: `today (${today})`,
      latestWords: `a year from today (${latest})`,
    });
  }

  /** Staff of the actor's school whose role sets homework (403 for parents and others). */
  private async homeworkAccess(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    if (!mayWorkWithHomework(access)) throw forbidden();
    return access;
  }

  /**
   * The class must be one the teacher works with (404 another school's, 403 one they do not
   * teach); chosen children must be in it (400 naming children_ids).
   */
  private async checkedAudience(actor: Actor, input: HomeworkFields): Promise<string[]> {
    const { roster } = await this.deps.schools.classForStaff(actor, input.class_id);
    const inClass = new Set(roster.map((child) => child.id));
    const childIds = [...new Set(input.children_ids)].sort();
    const stranger = childIds.find((childId) => !inClass.has(childId));
    if (stranger) throw badInput('children_ids', `${stranger} is not a child of this class`);
    return childIds;
  }

  /** Files the teacher uploaded or photos of their classes, none of a child without photo consent. */
  private async checkedMedia(actor: Actor, access: StaffAccess, mediaIds: string[]): Promise<string[]> {
    const visibleClassIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    return this.deps.attachments.checkAttachable(
      { userId: access.userId, schoolId: access.schoolId, visibleClassIds },
      mediaIds,
      'homework_media',
    );
  }

  /**
   * Locks a homework for an edit or a delete: 404 another school's, 403 without the right or in a
   * class the staff member does not work with (no longer, or never: a creator moved off the class).
   */
  private async lockManageable(
    repo: HomeworkRepository,
    access: StaffAccess,
    id: string,
    visibleClassIds: ReadonlySet<string>,
  ): Promise<HomeworkRow> {
    const row = await repo.lockHomework(id);
    if (!row || row.schoolId !== access.schoolId) throw homeworkNotFound();
    if (!visibleClassIds.has(row.classId) || !mayManageHomework(access, row)) throw forbidden();
    return row;
  }

  private async visibleClassIds(actor: Actor): Promise<Set<string>> {
    return new Set((await this.deps.schools.listStaffClasses(actor)).map((c) => c._id));
  }
}
