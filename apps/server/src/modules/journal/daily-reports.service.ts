import {
  DAILY_REPORT_TITLE,
  type SchoolModule,
  type DailyReportsPreview,
  type SendDailyReportsInput,
  type SendDailyReportsResult,
} from '@cue/contracts';
import { badInput, forbidden } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertDateWithin, pastWindow } from '../../lib/date-window.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { CareLogRepository } from '../carelog/carelog.repository.js';
import { presentCareEntry } from '../carelog/carelog.presenter.js';
import type { ClassMediaRepository } from '../class-media/class-media.repository.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import type { MediaService } from '../media/media.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { presentSentReport } from './daily-reports.presenter.js';
import type { JournalEvents } from './journal.events.js';
import { mayWriteJournal } from './journal.policy.js';
import type { JournalRepository } from './journal.repository.js';

export interface DailyReportsServiceDeps {
  repository: JournalRepository;
  /** The care log's entries and the register's marks (read only). */
  careLog: Pick<CareLogRepository, 'listClassDay' | 'marksOf'>;
  /** The class library: the day's photos of a child, with the consent rule in SQL. */
  library: Pick<ClassMediaRepository, 'listItems'>;
  media: Pick<MediaService, 'presentFiles'>;
  attachments: MediaAttachments;
  schools: SchoolsService;
  events: JournalEvents;
  clock: Clock;
}

/** Register statuses that mean the child was not in the room (as the care log reads them). */
const AWAY_STATUSES = new Set(['absent', 'excused', 'leave']);

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/**
 * Daily reports (decision 047): at the end of the day a teacher of the class reviews one report
 * per child, gathered from the day's care log, the observations families may be told of and
 * the photos that child's family may see, then sends the class's reports in one request. Each is
 * the child's one `daily_report` journal post of the day: sending again updates it.
 */
export class DailyReportsService {
  constructor(private readonly deps: DailyReportsServiceDeps) {}

  /** GET daily_reports/{classId}?date=: every child on the roll, with a draft or what was sent. */
  async preview(actor: Actor, classId: string, date: string | undefined): Promise<DailyReportsPreview> {
    const { repository, schools } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'journal');
    if (!mayWriteJournal(access)) throw forbidden();
    const { day, today } = await this.dayOf(schoolClass.schoolId, date);
    const on = (module: SchoolModule) => this.isOn(schoolClass.schoolId, module);
    const [care, marks, notes, sent] = await Promise.all([
      on('daycare').then((yes) => (yes ? this.deps.careLog.listClassDay(classId, day) : [])),
      this.deps.careLog.marksOf(classId, day),
      on('anecdote').then((yes) => (yes ? repository.generalObservationsOf(classId, day) : [])),
      repository.dailyReportsOf(
        roster.map((child) => child.id),
        day,
      ),
    ]);
    const mediaOn = await on('media');
    const photoIds = new Map<string, string[]>();
    for (const child of roster) {
      const rows = mediaOn
        ? await this.deps.library.listItems({
            schoolId: schoolClass.schoolId,
            classIds: [classId],
            taggedChildId: child.id,
            from: day,
            to: day,
            // The one consent rule (decision 040), as this child's own family would read it.
            familyChildIds: [child.id],
          })
        : [];
      photoIds.set(
        child.id,
        rows.map((row) => row.mediaId),
      );
    }
    const files = await this.deps.media.presentFiles([...photoIds.values()].flat());
    const sentFiles = await this.deps.attachments.filesOf(
      'journal_post',
      sent.map((post) => post.id),
      { kind: 'staff' },
    );
    const reads = await repository.readsOf(sent.map((post) => post.id));

    return {
      class_id: classId,
      date: day,
      today,
      reports: roster.map((child) => {
        const status = marks.get(child.id) ?? null;
        const away = status !== null && AWAY_STATUSES.has(status);
        const entries = care.filter((row) => row.childId === child.id).map(presentCareEntry);
        const observations = notes
          .filter((note) => note.childId === child.id)
          .map((note) => ({ _id: note.id, title: note.title, note: note.note }));
        const post = sent.find((row) => row.childId === child.id);
        return {
          student_id: child.id,
          name: fullName(child.firstName, child.lastName),
          first_name: child.firstName,
          attendance: status,
          away,
          selected: !away && !post,
          care_entries: entries,
          observations,
          media: (photoIds.get(child.id) ?? []).flatMap((id) => files.get(id) ?? []),
          sent: post
            ? presentSentReport(
                post,
                sentFiles.get(post.id) ?? [],
                reads.filter((read) => read.postId === post.id),
              )
            : null,
        };
      }),
    };
  }

  /**
   * POST daily_reports/{classId}: the reviewed reports, one journal post per child, all in one
   * transaction. Every report is checked before anything is written (400 naming it). A child who
   * already has the day's report gets it updated, and its read receipts start again.
   */
  async send(actor: Actor, classId: string, input: SendDailyReportsInput): Promise<SendDailyReportsResult> {
    const { repository, schools, clock } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'journal');
    if (!mayWriteJournal(access)) throw forbidden();
    const { day } = await this.dayOf(schoolClass.schoolId, input.date);

    const onRoster = new Set(roster.map((child) => child.id));
    const seen = new Set<string>();
    input.reports.forEach((report, index) => {
      const field = `reports.${index}.student_id`;
      if (!onRoster.has(report.student_id)) throw badInput(field, 'is not a student of this class');
      if (seen.has(report.student_id)) throw badInput(field, 'is repeated');
      seen.add(report.student_id);
    });
    const visibleClassIds = (await schools.listStaffClasses(actor)).map((c) => c._id);
    const staff = { userId: access.userId, schoolId: access.schoolId, visibleClassIds };
    const mediaOf: string[][] = [];
    for (const [index, report] of input.reports.entries()) {
      // Only this child's family reads the report: only this child may lack photo consent.
      mediaOf.push(
        await this.deps.attachments.checkAttachable(
          staff,
          report.media_ids ?? [],
          `reports.${index}.media_ids`,
          new Set([report.student_id]),
        ),
      );
    }

    const now = clock.now();
    const childIds = input.reports.map((report) => report.student_id);
    const saved = await repository.transaction(async (tx) => {
      const before = new Set((await tx.dailyReportsOf(childIds, day)).map((post) => post.childId));
      const sent: SendDailyReportsResult['sent'] = [];
      for (const [index, report] of input.reports.entries()) {
        const postId = await tx.upsertDailyReport({
          id: newObjectId(now),
          schoolId: schoolClass.schoolId,
          classId,
          childId: report.student_id,
          title: DAILY_REPORT_TITLE,
          body: report.body,
          postedOn: day,
          createdByUserId: access.userId,
          createdAt: now,
        });
        await tx.replaceAttachments(postId, schoolClass.schoolId, mediaOf[index]!);
        const resent = before.has(report.student_id);
        if (resent) await tx.clearReads([postId]);
        sent.push({ student_id: report.student_id, post_id: postId, resent });
      }
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'send_daily_reports',
        entity: 'journal_post',
        entityId: sent[0]!.post_id,
        details: {
          class_id: classId,
          date: day,
          post_ids: sent.map((s) => s.post_id),
          student_ids: childIds,
          resent_student_ids: sent.filter((s) => s.resent).map((s) => s.student_id),
        },
      });
      return sent;
    });
    await this.deps.events.postsChanged(
      schoolClass.schoolId,
      saved.map((s) => ({ id: s.post_id, classId, childId: s.student_id })),
    );
    return { date: day, sent: saved };
  }

  /** The asked day (the school's today when missing): not in the future (400 naming `date`). */
  private async dayOf(schoolId: string, date: string | undefined) {
    const today = schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
    const day = date ?? today;
    assertDateWithin('date', day, pastWindow(today));
    return { day, today };
  }

  /** Whether a source module is on: a switched-off module's records are not gathered. */
  private isOn(schoolId: string, module: SchoolModule): Promise<boolean> {
    return this.deps.schools.requireModule(schoolId, module).then(
      () => true,
      () => false,
    );
  }
}
