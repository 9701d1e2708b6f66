import {
  ANNOUNCEMENTS_PAGE_SIZE,
  type Announcement,
  type AnnouncementFields,
  type AnnouncementPage,
  type AnnouncementStatus,
} from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { RealtimeHub } from '../../lib/realtime-hub.js';
import { assertDateWithin, planWindow } from '../../lib/date-window.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { EmailService } from '../email/email.service.js';
import type { JobAttempt, JobOutcome, JobRunner } from '../jobs/job-runner.js';
import type { JobRow } from '../jobs/jobs.repository.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { staffViewer } from '../class-media/media-consent.policy.js';
import { announceAnnouncementChanged, classesReached } from './announcements.events.js';
import {
  mayManageAnnouncement,
  maySeeOthersDrafts,
  mayWorkWithAnnouncements,
} from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements.repository.js';

/** Durable job kinds (scheduled_jobs.kind); the subject is the announcement id. */
export const announcementJobs = {
  publish: 'announcement.publish',
  email: 'announcement.email',
} as const;
const allJobKinds = [announcementJobs.publish, announcementJobs.email];

/** The kind of create a request key of this module is used for. */
const RECEIPT_KIND = 'announcement';

/** What a save made: the announcement and the state it is in. */
export interface CreatedAnnouncement {
  id: string;
  status: AnnouncementStatus;
}

export interface AnnouncementsServiceDeps {
  repository: AnnouncementsRepository;
  schools: SchoolsService;
  email: EmailService;
  hub: RealtimeHub;
  clock: Clock;
  /** Attached files: which may be attached, and which each reader sees (photo consent). */
  attachments: MediaAttachments;
}

/** The state a save puts an announcement in, with its school-local date and time. */
interface PlannedState {
  status: AnnouncementStatus;
  localDate: string;
  localTime: string;
  scheduledFor: Date | null;
  publishedAt: Date | null;
}

/** 'hh:mm A' of an instant in a time zone. */
function schoolClockTime(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('hour').padStart(2, '0')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

const notFoundAnnouncement = () => notFound('Announcement not found');

const createdOf = (outcome: {
  ids: string[];
  state?: AnnouncementStatus | undefined;
}): CreatedAnnouncement => ({
  id: outcome.ids[0]!,
  status: outcome.state ?? 'published',
});

/**
 * Announcements to families: drafts, sent now, or scheduled for a school-local date and time and
 * published by a durable job (docs/decisions/011-announcements-and-scheduled-jobs.md).
 */
export class AnnouncementsService {
  constructor(private readonly deps: AnnouncementsServiceDeps) {}

  /** The jobs this module runs: publishing a scheduled announcement, emailing its families. */
  registerJobs(runner: JobRunner): void {
    runner.register(announcementJobs.publish, (job, db) => this.publishScheduledAnnouncement(job, db));
    runner.register(announcementJobs.email, (job, db, attempt) => this.emailAnnouncement(job, db, attempt));
  }

  /**
   * A new announcement. A request key is stored with it in one transaction: the same key again
   * answers the announcement that request made (its id and the state it was created in) and
   * creates nothing (decision 018).
   */
  async createAnnouncement(
    actor: Actor,
    input: AnnouncementFields,
    requestKey?: RequestKey,
  ): Promise<CreatedAnnouncement> {
    const { repository, clock } = this.deps;
    const access = await this.announcementsAccess(actor);
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: access.schoolId,
      requestKey: requestKey.value,
    };
    // A repeated request answers before any check: a schedule may have passed since.
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return createdOf(replayOf(receipt, RECEIPT_KIND, requestKey!));
    const classIds = await this.checkedClassIds(actor, input);
    const mediaIds = await this.checkedMedia(actor, access, input.announcement_media ?? []);
    const now = clock.now();
    const state = await this.planState(access.schoolId, input, now);
    const id = newObjectId(now);
    const replayed = await repository.transaction(async (repo) => {
      if (owner) {
        const outcome = { ids: [id], state: state.status };
        const first = await repo.claimReceipt(owner, { kind: RECEIPT_KIND, outcome, at: now });
        if (first) return replayOf(first, RECEIPT_KIND, requestKey!);
      }
      await repo.insertAnnouncement(
        {
          id,
          schoolId: access.schoolId,
          title: input.title,
          summary: input.summary,
          shareWith: input.share_with,
          sendEmail: input.send_email,
          ...state,
          createdByUserId: actor.userId,
          updatedAt: now,
          createdAt: now,
        },
        classIds,
      );
      await repo.replaceAttachments(id, access.schoolId, mediaIds);
      await this.afterStateChange(
        repo,
        { id, schoolId: access.schoolId, sendEmail: input.send_email },
        state,
        now,
      );
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'create_announcement',
        entity: 'announcement',
        entityId: id,
        details: {
          status: state.status,
          share_with: input.share_with,
          class_ids: classIds,
          media_ids: mediaIds,
        },
      });
      return null;
    });
    // The same key, sent at the same time: the first request's announcement.
    if (replayed) return createdOf(replayed);
    announceAnnouncementChanged(this.deps.hub, {
      id,
      schoolId: access.schoolId,
      classIds: classesReached({ shareWith: input.share_with, classIds }),
      reachesFamilies: state.status === 'published',
    });
    return { id, status: state.status };
  }

  /** Replaces an unpublished announcement's fields; a scheduled one is rescheduled (or unscheduled). */
  async updateAnnouncement(
    actor: Actor,
    id: string,
    input: AnnouncementFields,
  ): Promise<CreatedAnnouncement> {
    const { repository, clock } = this.deps;
    const access = await this.announcementsAccess(actor);
    const classIds = await this.checkedClassIds(actor, input);
    // Left out, the attachments stay as they are; given, they are checked and replace them.
    const mediaIds =
      input.announcement_media && (await this.checkedMedia(actor, access, input.announcement_media));
    const now = clock.now();
    const state = await this.planState(access.schoolId, input, now);
    const before = await repository.transaction(async (repo) => {
      const row = await this.lockManageable(repo, access, id);
      if (row.status === 'published') {
        throw badInput('id', 'a published announcement cannot be edited');
      }
      const previousClassIds = await repo.listClassIdsOf(id);
      await repo.updateAnnouncement(
        id,
        access.schoolId,
        {
          title: input.title,
          summary: input.summary,
          shareWith: input.share_with,
          sendEmail: input.send_email,
          ...state,
          updatedAt: now,
        },
        classIds,
      );
      if (mediaIds) await repo.replaceAttachments(id, access.schoolId, mediaIds);
      await this.afterStateChange(
        repo,
        { id, schoolId: access.schoolId, sendEmail: input.send_email },
        state,
        now,
      );
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'update_announcement',
        entity: 'announcement',
        entityId: id,
        details: { status: state.status, previous_status: row.status, class_ids: classIds },
      });
      return { shareWith: row.shareWith, classIds: previousClassIds };
    });
    announceAnnouncementChanged(this.deps.hub, {
      id,
      schoolId: access.schoolId,
      classIds: classesReached(before, { shareWith: input.share_with, classIds }),
      reachesFamilies: state.status === 'published',
    });
    return { id, status: state.status };
  }

  /** Deletes an announcement and cancels its pending jobs (a scheduled one never goes out). */
  async deleteAnnouncement(actor: Actor, id: string): Promise<void> {
    const { repository, clock } = this.deps;
    const access = await this.announcementsAccess(actor);
    const now = clock.now();
    const deleted = await repository.transaction(async (repo) => {
      const row = await this.lockManageable(repo, access, id);
      const classIds = await repo.listClassIdsOf(id);
      await repo.cancelJobs(allJobKinds, id, now);
      await repo.deleteAnnouncement(id, access.schoolId);
      await repo.appendAudit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: actor.userId,
        action: 'delete_announcement',
        entity: 'announcement',
        entityId: id,
        details: { title: row.title, status: row.status, created_by_user_id: row.createdByUserId },
      });
      return { row, classIds };
    });
    announceAnnouncementChanged(this.deps.hub, {
      id,
      schoolId: access.schoolId,
      classIds: classesReached({ shareWith: deleted.row.shareWith, classIds: deleted.classIds }),
      reachesFamilies: deleted.row.status === 'published',
    });
  }

  /** announcement/{id} (GET): one announcement the staff member may see, e.g. to edit it. */
  async getAnnouncement(actor: Actor, id: string): Promise<Announcement> {
    const { repository, schools } = this.deps;
    const access = await this.announcementsAccess(actor);
    const row = await repository.findWithNames(id);
    if (!row || row.schoolId !== access.schoolId) throw notFoundAnnouncement();
    const canManage = mayManageAnnouncement(access, row);
    if (!canManage) {
      if (row.status === 'draft') throw forbidden();
      if (row.shareWith !== 'Everyone') {
        const visible = new Set((await schools.listStaffClasses(actor)).map((c) => c._id));
        if (!row.classes.some((c) => visible.has(c.id))) throw forbidden();
      }
    }
    const files = await this.deps.attachments.filesOf('announcement', [id], staffViewer);
    return presentAnnouncement(row, canManage, files.get(id));
  }

  /** announcements/: what a staff member may see, newest first, optionally for one class or state. */
  async listAnnouncements(
    actor: Actor,
    query: { class_id?: string | undefined; page: number; status?: AnnouncementStatus | undefined },
  ): Promise<AnnouncementPage> {
    const { repository, schools } = this.deps;
    const access = await this.announcementsAccess(actor);
    // A class of another school is a 404, an untaught one of the same school a 403.
    if (query.class_id) await schools.classForStaff(actor, query.class_id);
    const visibleClassIds = (await schools.listStaffClasses(actor)).map((c) => c._id);
    const { rows, total } = await repository.listForStaff({
      schoolId: access.schoolId,
      userId: access.userId,
      visibleClassIds,
      seesOthersDrafts: maySeeOthersDrafts(access),
      classId: query.class_id,
      status: query.status,
      limit: ANNOUNCEMENTS_PAGE_SIZE,
      offset: (query.page - 1) * ANNOUNCEMENTS_PAGE_SIZE,
    });
    const files = await this.deps.attachments.filesOf(
      'announcement',
      rows.map((row) => row.id),
      staffViewer,
    );
    return {
      announcements: rows.map((row) =>
        presentAnnouncement(row, mayManageAnnouncement(access, row), files.get(row.id)),
      ),
      page: query.page,
      page_size: ANNOUNCEMENTS_PAGE_SIZE,
      total,
    };
  }

  /** parent_announcements/: published ones for the parent's children's classes and schools. */
  async listParentAnnouncements(
    actor: Actor,
    query: { student_id?: string | undefined; page: number },
  ): Promise<AnnouncementPage> {
    const { repository, schools } = this.deps;
    const family = await schools.childrenOfParent(actor);
    const children = query.student_id ? [await schools.childForParent(actor, query.student_id)] : family;
    const enrolments = children.flatMap((child) => child.student_class);
    const { rows, total } = await repository.listForParent({
      classIds: [...new Set(enrolments.map((e) => e.class_id))],
      schoolIds: [...new Set(enrolments.map((e) => e.school_details._id))],
      limit: ANNOUNCEMENTS_PAGE_SIZE,
      offset: (query.page - 1) * ANNOUNCEMENTS_PAGE_SIZE,
    });
    // Photo consent at read time: a photo of another family's child without consent is left out.
    const files = await this.deps.attachments.filesOf(
      'announcement',
      rows.map((row) => row.id),
      { kind: 'family', childIds: new Set(family.map((child) => child._id)) },
    );
    return {
      announcements: rows.map((row) => presentAnnouncement(row, false, files.get(row.id))),
      page: query.page,
      page_size: ANNOUNCEMENTS_PAGE_SIZE,
      total,
    };
  }

  /** Job: a scheduled announcement's time has come. Publishes it in the job's transaction. */
  private async publishScheduledAnnouncement(job: JobRow, db: Database): Promise<JobOutcome> {
    const { clock } = this.deps;
    const repo = this.deps.repository.withDatabase(db);
    const row = await repo.lockAnnouncement(job.subjectId);
    // Deleted, made a draft or already published meanwhile: nothing left to do.
    if (!row || row.status !== 'scheduled') return { done: true };
    const now = clock.now();
    // The author is checked again at publishing time: someone who has left the school or lost
    // the announcements permission since scheduling does not get it sent; it waits as a draft.
    const authorPermissions = await repo.findStaffRolePermissions(row.createdByUserId, row.schoolId);
    if (!authorPermissions?.daily_communication.announcements) {
      await repo.updateAnnouncement(row.id, row.schoolId, { status: 'draft', updatedAt: now }, null);
      await repo.appendAudit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: null,
        action: 'unschedule_announcement',
        entity: 'announcement',
        entityId: row.id,
        details: { reason: 'author_no_longer_allowed', job_id: job.id },
      });
      return { done: true };
    }
    await repo.updateAnnouncement(
      row.id,
      row.schoolId,
      { status: 'published', publishedAt: now, updatedAt: now },
      null,
    );
    if (row.sendEmail) await this.queueEmail(repo, row, now);
    await repo.appendAudit({
      at: now,
      schoolId: row.schoolId,
      actorUserId: null,
      action: 'publish_announcement',
      entity: 'announcement',
      entityId: row.id,
      details: { scheduled_for: row.scheduledFor?.toISOString() ?? null, job_id: job.id },
    });
    const classIds = await repo.listClassIdsOf(row.id);
    return {
      done: true,
      afterCommit: () =>
        announceAnnouncementChanged(this.deps.hub, {
          id: row.id,
          schoolId: row.schoolId,
          classIds: classesReached({ shareWith: row.shareWith, classIds }),
          reachesFamilies: true,
        }),
    };
  }

  /**
   * Job: email a published announcement to the parents it reaches, one step (a few messages) per
   * run; each parent once, those the server refused for now retried after the job's backoff.
   */
  private async emailAnnouncement(job: JobRow, db: Database, attempt: JobAttempt): Promise<JobOutcome> {
    const repo = this.deps.repository.withDatabase(db);
    const row = await repo.findAnnouncement(job.subjectId);
    if (!row || row.status !== 'published' || !row.sendEmail) return { done: true };
    const recipients = await repo.listParentEmails(
      row.schoolId,
      row.shareWith,
      await repo.listClassIdsOf(row.id),
    );
    const progress = await this.deps.email.deliverStep(
      db,
      {
        schoolId: row.schoolId,
        cause: `announcement:${row.id}`,
        recipients,
        subject: row.title,
        text: row.summary ? `${row.title}\n\n${row.summary}` : row.title,
      },
      { round: job.attempts, last: attempt.last },
    );
    if (progress.finished) return { done: true };
    return progress.continueNow ? { done: false, continueNow: true } : { done: false, error: progress.error };
  }

  /** Jobs follow the state: scheduled -> a publish job at its time; published -> an email job. */
  private async afterStateChange(
    repo: AnnouncementsRepository,
    announcement: { id: string; schoolId: string; sendEmail: boolean },
    state: PlannedState,
    now: Date,
  ): Promise<void> {
    if (state.status === 'scheduled') {
      await repo.scheduleJob({
        kind: announcementJobs.publish,
        subjectId: announcement.id,
        schoolId: announcement.schoolId,
        runAt: state.scheduledFor!,
        at: now,
      });
    } else {
      await repo.cancelJobs([announcementJobs.publish], announcement.id, now);
    }
    if (state.status === 'published' && announcement.sendEmail)
      await this.queueEmail(repo, announcement, now);
  }

  /** Email goes out through a job: sent after the publish commits, retried if the server refuses. */
  private async queueEmail(
    repo: AnnouncementsRepository,
    announcement: { id: string; schoolId: string },
    now: Date,
  ): Promise<void> {
    await repo.scheduleJob({
      kind: announcementJobs.email,
      subjectId: announcement.id,
      schoolId: announcement.schoolId,
      runAt: now,
      at: now,
    });
  }

  /**
   * What a save means: a draft (keeping the time it is meant for), scheduled for a future
   * school-local date and time, or published now. A time that has passed is a 400, not a
   * surprise publication (decision 011).
   */
  private async planState(schoolId: string, input: AnnouncementFields, now: Date): Promise<PlannedState> {
    const timeZone = await this.deps.schools.schoolTimeZone(schoolId);
    const today = schoolToday(timeZone, now);
    // A draft keeps its chosen day and a schedule publishes on it: both within a year from today.
    if (input.date && (input.save_as_draft || input.schedule_later)) {
      assertDateWithin('date', input.date, planWindow(today));
    }
    const nowTime = schoolClockTime(timeZone, now);
    const chosen =
      input.schedule_later && input.date && input.time
        ? schoolInstant(input.date, input.time, timeZone)
        : null;
    if (input.save_as_draft) {
      return {
        status: 'draft',
        localDate: input.date ?? today,
        localTime: input.time ?? nowTime,
        scheduledFor: chosen,
        publishedAt: null,
      };
    }
    if (input.schedule_later) {
      if (!input.date) throw badInput('date', 'a date is needed to schedule');
      if (!input.time) throw badInput('time', 'a time is needed to schedule');
      if (chosen!.getTime() <= now.getTime()) {
        throw input.date < today
          ? badInput('date', 'must not be in the past')
          : badInput('time', 'must be in the future');
      }
      return {
        status: 'scheduled',
        localDate: input.date,
        localTime: input.time,
        scheduledFor: chosen,
        publishedAt: null,
      };
    }
    return {
      status: 'published',
      localDate: today,
      localTime: nowTime,
      scheduledFor: null,
      publishedAt: now,
    };
  }

  /** Staff of the actor's school whose role has announcements (403 for parents and others). */
  private async announcementsAccess(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    if (!mayWorkWithAnnouncements(access)) throw forbidden();
    return access;
  }

  /**
   * The classes of a 'Classes' announcement, each one the staff member sees. Anything else — an
   * unknown id, another school's class, a class of theirs they do not teach — is a 400 naming
   * classes_ids (decision 011), and an 'Everyone' announcement keeps no classes.
   */
  /**
   * Files to attach: uploaded by the teacher or photos of their classes, and none of a child
   * without photo consent (families of the school or class read it): refused naming the child.
   */
  private async checkedMedia(actor: Actor, access: StaffAccess, mediaIds: string[]): Promise<string[]> {
    const visibleClassIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    return this.deps.attachments.checkAttachable(
      { userId: access.userId, schoolId: access.schoolId, visibleClassIds },
      mediaIds,
      'announcement_media',
    );
  }

  private async checkedClassIds(actor: Actor, input: AnnouncementFields): Promise<string[]> {
    if (input.share_with === 'Everyone') return [];
    const classIds = [...new Set(input.classes_ids)];
    if (classIds.length === 0) throw badInput('classes_ids', 'choose at least one class to share with');
    const visible = new Set((await this.deps.schools.listStaffClasses(actor)).map((c) => c._id));
    const unknown = classIds.find((id) => !visible.has(id));
    if (unknown) throw badInput('classes_ids', `${unknown} is not one of your classes`);
    return classIds.sort();
  }

  /**
   * Locks an announcement for an edit or a delete: its pending jobs first (waiting for a runner
   * publishing it right now), then the row. 404 for another school's, 403 without the right.
   */
  private async lockManageable(
    repo: AnnouncementsRepository,
    access: StaffAccess,
    id: string,
  ): Promise<AnnouncementRow> {
    await repo.lockPendingJobs(allJobKinds, id);
    const row = await repo.lockAnnouncement(id);
    if (!row || row.schoolId !== access.schoolId) throw notFoundAnnouncement();
    if (!mayManageAnnouncement(access, row)) throw forbidden();
    return row;
  }
}
