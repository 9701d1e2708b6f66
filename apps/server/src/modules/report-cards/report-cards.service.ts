import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { ZodError, type z } from 'zod';
import {
  DEFAULT_REPORT_TITLE,
  MAX_DAYS_AHEAD,
  MAX_REPORT_CARD_VERSIONS,
  addDaysToIsoDate,
  reportCardFileName,
  type ChildReportCard,
  type ClassReportCards,
  type GenerateClassReportCardsInputSchema,
  type GenerateReportCardInputSchema,
  type HpcCard,
  type PublishReportCardInputSchema,
  type ReportCardRun,
  type ReportCardTitleInputSchema,
  type StudentReportCard,
} from '@cue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { logSafeError } from '../../lib/log-safe-error.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';
import type { AssessmentService, CycleStanding } from '../assessment/assessment.service.js';
import type { Actor } from '../auth/session.service.js';
import type { JobOutcome, JobRunner } from '../jobs/job-runner.js';
import type { JobRow } from '../jobs/jobs.repository.js';
import type { MediaService } from '../media/media.service.js';
import type { StudentRow } from '../schools/schools.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import {
  ReportCardContentSchema,
  contentOfCard,
  isDraft,
  type ReportCardContent,
} from './report-card-content.js';
import { renderReportCard } from './report-card-pdf.js';
import type { ReportCardTasks, RunForTask } from './report-card-tasks.js';
import type { ReportCardsEvents } from './report-cards.events.js';
import { presentChildCard, presentRun, presentStudentCard } from './report-cards.presenter.js';
import type {
  ReportCardRow,
  ReportCardRunItemInsert,
  ReportCardRunRow,
  ReportCardsRepository,
} from './report-cards.repository.js';

type GenerateFields = z.output<typeof GenerateReportCardInputSchema>;
type GenerateClassFields = z.output<typeof GenerateClassReportCardsInputSchema>;
type PublishFields = z.output<typeof PublishReportCardInputSchema>;
type TitleFields = z.output<typeof ReportCardTitleInputSchema>;
type RunItemInsert = Omit<ReportCardRunItemInsert, 'runId'>;

/** Durable job kinds (scheduled_jobs.kind). */
export const reportCardJobs = {
  /** Subject: a run id. One child's card per step; the job goes on at once until every child is done. */
  generateClass: 'report_cards.generate-class',
  /** Subject: a report card id. Publishes it at the school-local time chosen. */
  publish: 'report_cards.publish',
} as const;

/** What report cards read of the progress card: the HPC module's service, passed in `needs`. */
export interface ProgressCards {
  /** A child's card in a cycle as a staff member sees it (the HPC module's checks). */
  card(actor: Actor, cycleId: string, studentId: string): Promise<HpcCard>;
}

export interface ReportCardsServiceDeps {
  repository: ReportCardsRepository;
  schools: SchoolsService;
  assessment: AssessmentService;
  progressCards: ProgressCards;
  media: MediaService;
  events: ReportCardsEvents;
  tasks: ReportCardTasks;
  clock: Clock;
  log: FastifyBaseLogger;
}

const reportCardNotFound = () => notFound('Report card not found');
const runNotFound = () => notFound('Report card generation not found');
const fullName = (child: Pick<StudentRow, 'firstName' | 'lastName'>) =>
  `${child.firstName} ${child.lastName}`.trim();
const byName = (a: StudentRow, b: StudentRow) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);

/** Why a child's card could not be made, in words a teacher may read (never a stack or a query). */
function reasonOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof ZodError) return 'The copy of the progress card could not be read';
  return 'The card could not be printed';
}

/**
 * Report cards (issue 17, decision 050): a child's progress card for a cycle printed as a PDF
 * version (kept in the media store, all versions listed for staff), for one child at once or for
 * the whole class in one durable job whose progress the asker follows in the task panel; and
 * publishing to the child's own family, now or at a school-local time (a job). Staff who see the
 * class work with its cards (the module switch `report`); a coordinator sets the cycle's title;
 * parents read only their own child's published version. Every write is audited in its
 * transaction and announced after commit (the class's staff; the family when what it may
 * download changed).
 */
export class ReportCardsService {
  constructor(private readonly deps: ReportCardsServiceDeps) {}

  /** The jobs this module runs: a class generation's steps, scheduled publishing. */
  registerJobs(runner: JobRunner): void {
    runner.register(reportCardJobs.generateClass, (job, db) => this.generateClassStep(job, db));
    runner.register(reportCardJobs.publish, (job, db) => this.publishScheduled(job, db));
  }

  /** report_cards/{cycleId}: every child of the class with their card's status and versions. */
  async classCards(actor: Actor, cycleId: string): Promise<ClassReportCards> {
    const standing = await this.standing(actor, cycleId);
    const { repository } = this.deps;
    const [cards, title, run] = await Promise.all([
      repository.listCardsOfCycle(cycleId),
      repository.findTitle(cycleId),
      repository.latestRunOfCycle(cycleId),
    ]);
    const versions = await repository.listVersions(cards.map((card) => card.id));
    const students = [...standing.roster].sort(byName).map((child) => {
      const card = cards.find((c) => c.childId === child.id) ?? null;
      return presentStudentCard(
        child,
        card,
        versions.filter((v) => v.reportCardId === card?.id),
      );
    });
    return {
      cycle: {
        _id: standing.cycle.id,
        class_id: standing.schoolClass.id,
        class_name: standing.schoolClass.name,
        name: standing.cycle.name,
        start_date: standing.cycle.startDate,
        end_date: standing.cycle.endDate,
      },
      report_title: title ?? DEFAULT_REPORT_TITLE,
      is_default_title: title === null,
      students,
      run: run ? await this.presentedRun(run) : null,
    };
  }

  /** report_card_title/{cycleId} PUT: a coordinator sets the cycle's title (null: the default). */
  async saveTitle(
    actor: Actor,
    cycleId: string,
    fields: TitleFields,
  ): Promise<{ report_title: string; is_default_title: boolean }> {
    const standing = await this.standing(actor, cycleId);
    const { access } = standing;
    if (!access.isAdmin && !access.rolePermissions.academic_setup.curriculum) throw forbidden();
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      if (fields.report_title === null) await tx.deleteTitle(cycleId);
      else
        await tx.saveTitle({
          cycleId,
          schoolId: access.schoolId,
          title: fields.report_title,
          updatedBy: access.userId,
          updatedAt: now,
        });
      await tx.audit(
        this.auditEntry(standing, 'set_report_card_title', 'assessment_cycle', cycleId, {
          title: fields.report_title,
        }),
      );
    });
    this.deps.events.cardsChanged(access.schoolId, standing.schoolClass.id, [cycleId]);
    return {
      report_title: fields.report_title ?? DEFAULT_REPORT_TITLE,
      is_default_title: fields.report_title === null,
    };
  }

  /**
   * report_card/{cycleId}/{studentId}/generate: prints the child's card now as a new version
   * (the newest is current); the PDF goes to the media store before the version is recorded.
   */
  async generateForChild(
    actor: Actor,
    cycleId: string,
    studentId: string,
    fields: GenerateFields,
  ): Promise<StudentReportCard> {
    const standing = await this.standing(actor, cycleId);
    const child = this.childOf(standing, studentId);
    const { repository, clock } = this.deps;
    const existing = await repository.findCard(cycleId, studentId);
    if (existing && existing.versionCount >= MAX_REPORT_CARD_VERSIONS) throw tooManyVersions();
    const title = fields.report_title ?? (await repository.findTitle(cycleId)) ?? DEFAULT_REPORT_TITLE;
    const content = contentOfCard(await this.deps.progressCards.card(actor, cycleId, studentId), {
      title,
      schoolName: standing.schoolClass.schoolName,
      printedOn: await this.today(standing.cycle.schoolId),
    });
    const logo = await this.logoPng(standing.cycle.schoolId);
    const versionId = newObjectId(clock.now());
    const stored = await this.printAndStore(standing.cycle.schoolId, versionId, content, logo);
    let card: ReportCardRow;
    try {
      card = await repository.transaction((tx) =>
        this.recordVersion(tx, {
          standing,
          childId: child.id,
          versionId,
          title,
          stored,
          draft: isDraft(content),
          runId: null,
          userId: standing.access.userId,
        }),
      );
    } catch (error) {
      // Nothing recorded it: the file would only cost storage.
      await this.deps.media.deleteGeneratedFiles([stored.key]);
      throw error;
    }
    this.deps.events.cardsChanged(standing.cycle.schoolId, standing.schoolClass.id, [card.id]);
    return this.presentedStudent(child, card.id);
  }

  /**
   * report_cards/{cycleId}/generate: every child's card (or the children named) in one durable
   * job. Each child's progress card is read now, as the person asking (the job that prints them
   * needs no session); a child whose card cannot be read is reported at once and the others go
   * on. Progress goes to the asker's task panel; one generation of a cycle runs at a time (409).
   */
  async generateForClass(actor: Actor, cycleId: string, fields: GenerateClassFields): Promise<ReportCardRun> {
    const standing = await this.standing(actor, cycleId);
    const { repository, clock } = this.deps;
    const children = this.chosenChildren(standing, fields.student_ids);
    if (await repository.findRunningRun(cycleId)) throw runningAlready();
    const schoolId = standing.cycle.schoolId;
    const title = fields.report_title ?? (await repository.findTitle(cycleId)) ?? DEFAULT_REPORT_TITLE;
    const printedOn = await this.today(schoolId);
    const schoolName = standing.schoolClass.schoolName;
    const items: RunItemInsert[] = [];
    for (const [position, child] of children.entries()) {
      const base = { position, childId: child.id, childName: fullName(child) };
      try {
        const card = await this.deps.progressCards.card(actor, cycleId, child.id);
        const content = contentOfCard(card, { title, schoolName, printedOn });
        items.push({ ...base, content: content as Record<string, unknown>, status: 'pending' as const });
      } catch (error) {
        // Refused outright (the progress card module is off, the class is no longer theirs): no run.
        if (error instanceof AppError && error.status === 403) throw error;
        this.warn(error, 'report card: progress card not read', { cycleId, position });
        items.push({ ...base, content: null, status: 'failed' as const, error: reasonOf(error) });
      }
    }
    const logo = await this.logoPng(schoolId);
    const now = clock.now();
    const runId = newObjectId(now);
    const failed = items.filter((item) => item.status === 'failed').length;
    const label = `${standing.schoolClass.name} · ${standing.cycle.name}`;
    await repository.transaction(async (tx) => {
      await tx.lockCycleRuns(cycleId);
      if (await tx.findRunningRun(cycleId)) throw runningAlready();
      const finished = failed === items.length;
      await tx.insertRun({
        id: runId,
        schoolId,
        classId: standing.schoolClass.id,
        cycleId,
        requestedBy: standing.access.userId,
        title,
        label,
        logo: logo?.toString('base64') ?? null,
        status: finished ? 'done' : 'running',
        total: items.length,
        processed: failed,
        made: 0,
        createdAt: now,
        finishedAt: finished ? now : null,
      });
      await tx.insertRunItems(items.map((item) => ({ runId, ...item })));
      if (!finished)
        await tx.scheduleJob({
          kind: reportCardJobs.generateClass,
          subjectId: runId,
          schoolId,
          runAt: now,
          at: now,
        });
      await tx.audit(
        this.auditEntry(standing, 'generate_report_cards', 'report_card_run', runId, {
          class_id: standing.schoolClass.id,
          cycle_id: cycleId,
          children: items.length,
        }),
      );
    });
    const run = (await repository.findRun(runId))!;
    const presented = await this.presentedRun(run);
    this.deps.tasks.publish({ run: presented, label, requestedBy: run.requestedBy });
    this.deps.events.cardsChanged(schoolId, standing.schoolClass.id, [runId]);
    return presented;
  }

  /** report_card_run/{id}: a class generation's progress, for the staff who see the class. */
  async run(actor: Actor, runId: string): Promise<ReportCardRun> {
    const access = await this.deps.schools.staffAccess(actor);
    const run = await this.deps.repository.findRun(runId);
    if (!run || run.schoolId !== access.schoolId) throw runNotFound();
    await this.deps.schools.requireModule(run.schoolId, 'report');
    await this.deps.schools.classForStaff(actor, run.classId);
    return this.presentedRun(run);
  }

  /**
   * report_card/{cycleId}/{studentId}/publish: the current version goes to the child's family now,
   * or at a school-local date and time (a job then). A draft version (printed before the progress
   * card was signed off) is never published (409); nor a card never generated.
   */
  async publish(
    actor: Actor,
    cycleId: string,
    studentId: string,
    fields: PublishFields,
  ): Promise<StudentReportCard> {
    const standing = await this.standing(actor, cycleId);
    const child = this.childOf(standing, studentId);
    const schoolId = standing.cycle.schoolId;
    const found = await this.deps.repository.findCard(cycleId, studentId);
    if (!found?.currentVersionId)
      throw new AppError('CONFLICT', 'Generate the report card before publishing it');
    const publishAt = await this.publishInstant(schoolId, fields);
    const now = this.deps.clock.now();
    let wasSeen = false;
    await this.deps.repository.transaction(async (tx) => {
      // Lock order everywhere: the pending publish job first, then the card.
      await tx.lockPendingJobs([reportCardJobs.publish], found.id);
      const card = (await tx.lockCard(found.id))!;
      const current = (await tx.findVersion(card.currentVersionId!))!;
      if (current.draft) throw draftRefusal();
      wasSeen = card.publishedVersionId !== null;
      if (publishAt) {
        await tx.updateCard(card.id, {
          status: 'scheduled',
          publishAt,
          publishDate: fields.date!,
          publishTime: fields.time!,
          updatedAt: now,
        });
        await tx.scheduleJob({
          kind: reportCardJobs.publish,
          subjectId: card.id,
          schoolId,
          runAt: publishAt,
          at: now,
        });
      } else {
        await tx.updateCard(card.id, {
          status: 'published',
          publishedVersionId: current.id,
          publishedAt: now,
          publishAt: null,
          publishDate: null,
          publishTime: null,
          updatedAt: now,
        });
        await tx.cancelJobs([reportCardJobs.publish], card.id, now);
      }
      await tx.audit(
        this.auditEntry(
          standing,
          publishAt ? 'schedule_report_card' : 'publish_report_card',
          'report_card',
          card.id,
          {
            student_id: studentId,
            version: current.version,
            ...(publishAt && { publish_at: publishAt.toISOString() }),
          },
        ),
      );
    });
    await this.announce(standing, found, publishAt === null || wasSeen);
    return this.presentedStudent(child, found.id);
  }

  /**
   * report_card/{cycleId}/{studentId}/unpublish: the family no longer sees the card, and a
   * scheduled publication is called off.
   */
  async unpublish(actor: Actor, cycleId: string, studentId: string): Promise<StudentReportCard> {
    const standing = await this.standing(actor, cycleId);
    const child = this.childOf(standing, studentId);
    const found = await this.deps.repository.findCard(cycleId, studentId);
    if (!found?.currentVersionId) throw reportCardNotFound();
    const now = this.deps.clock.now();
    let wasSeen = false;
    await this.deps.repository.transaction(async (tx) => {
      await tx.lockPendingJobs([reportCardJobs.publish], found.id);
      const card = (await tx.lockCard(found.id))!;
      wasSeen = card.publishedVersionId !== null;
      await tx.updateCard(card.id, {
        status: 'draft',
        publishedVersionId: null,
        publishedAt: null,
        publishAt: null,
        publishDate: null,
        publishTime: null,
        updatedAt: now,
      });
      await tx.cancelJobs([reportCardJobs.publish], card.id, now);
      await tx.audit(
        this.auditEntry(standing, 'unpublish_report_card', 'report_card', card.id, { student_id: studentId }),
      );
    });
    await this.announce(standing, found, wasSeen);
    return this.presentedStudent(child, found.id);
  }

  /**
   * report_card_version/{id}/pdf: staff who see the class download any version; a parent only
   * their own child's published version (another family's child is 403, anything unpublished or
   * of another school 404).
   */
  async versionPdf(
    actor: Actor,
    versionId: string,
  ): Promise<{ stream: Readable; size: number; fileName: string }> {
    const { repository, schools } = this.deps;
    const version = await repository.findVersion(versionId);
    const card = version && (await repository.findCardById(version.reportCardId));
    if (!version || !card) throw reportCardNotFound();
    let childName: string;
    if (actor.kind === 'staff') {
      const access = await schools.staffAccess(actor);
      if (card.schoolId !== access.schoolId) throw reportCardNotFound();
      await schools.requireModule(card.schoolId, 'report');
      const { roster } = await schools.classForStaff(actor, card.classId);
      const child = roster.find((row) => row.id === card.childId);
      childName = child ? fullName(child) : '';
    } else {
      const child = await schools.childForParent(actor, card.childId);
      await schools.requireModule(card.schoolId, 'report');
      if (card.publishedVersionId !== version.id) throw reportCardNotFound();
      childName = `${child.first_name} ${child.last_name}`;
    }
    const cycle = await this.deps.assessment.cycleInSchool(card.schoolId, card.cycleId);
    const stream = await this.deps.media.openGeneratedFile(version.storageKey).catch(() => {
      throw reportCardNotFound();
    });
    return {
      stream,
      size: version.size,
      fileName: reportCardFileName({
        childName,
        cycleName: cycle?.cycle.name ?? '',
        version: version.version,
      }),
    };
  }

  /** child_report_cards/{studentId}: a parent's own child's published cards, newest first. */
  async childCards(actor: Actor, studentId: string): Promise<ChildReportCard[]> {
    await this.deps.schools.childForParent(actor, studentId);
    const { repository } = this.deps;
    const schoolId = await repository.findChildSchoolId(studentId);
    await this.deps.schools.requireModule(schoolId ?? '', 'report');
    const cards = await repository.listPublishedOfChild(studentId);
    const versions = await repository.listVersions(cards.map((card) => card.id));
    const answers: ChildReportCard[] = [];
    for (const card of cards) {
      const version = versions.find((v) => v.id === card.publishedVersionId);
      const cycle = await this.deps.assessment.cycleInSchool(card.schoolId, card.cycleId);
      if (version && cycle) answers.push(presentChildCard(card, version, cycle.cycle.name));
    }
    return answers;
  }

  /** The class generations a person asked for since `since`, for the task panel's replay. */
  async recentRuns(userId: string, since: Date): Promise<RunForTask[]> {
    const runs = await this.deps.repository.listRunsRequestedBy(userId, since, 20);
    return Promise.all(
      runs.map(async (run) => ({
        run: await this.presentedRun(run),
        label: run.label,
        requestedBy: run.requestedBy,
      })),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Jobs

  /**
   * Job: one step of a class generation, in the job's transaction: prints the next child's card,
   * stores it, records the version and the child as done (or as not made, with the reason, and
   * goes on). The step's writes and the job's state commit together, so with any number of
   * server processes each child's card is made once. The panel hears of a step when the next one
   * starts (a step that goes on has no after-commit), and of the end after it commits.
   */
  private async generateClassStep(job: JobRow, db: Database): Promise<JobOutcome> {
    const repository = this.deps.repository.withDatabase(db);
    const run = await repository.lockRun(job.subjectId);
    if (!run || run.status === 'done') return { done: true };
    if (run.processed > 0) await this.announceRun(repository, run);
    const item = await repository.lockNextPendingItem(run.id);
    const now = this.deps.clock.now();
    if (!item) {
      const counts = await repository.countRunItems(run.id);
      await repository.updateRun(run.id, { ...counts, status: 'done', finishedAt: now });
      await repository.audit({
        at: now,
        schoolId: run.schoolId,
        actorUserId: null,
        action: 'finish_report_cards',
        entity: 'report_card_run',
        entityId: run.id,
        details: { made: counts.made, not_made: counts.processed - counts.made, job_id: job.id },
      });
      const finished = (await repository.findRun(run.id))!;
      const task = {
        run: await this.presentedRun(finished, repository),
        label: run.label,
        requestedBy: run.requestedBy,
      };
      return {
        done: true,
        afterCommit: () => {
          this.deps.tasks.publish(task);
          this.deps.events.cardsChanged(run.schoolId, run.classId, [run.id]);
        },
      };
    }
    let made = false;
    try {
      // A savepoint: a child whose card fails leaves nothing of it, and the run goes on.
      await repository.transaction(async (tx) => {
        const content = ReportCardContentSchema.parse(item.content);
        const versionId = newObjectId(now);
        const standing = { schoolId: run.schoolId, classId: run.classId, cycleId: run.cycleId };
        // Checked before printing: a card that may keep no more versions is not printed.
        await this.lockCardForVersion(tx, standing, item.childId, now);
        const logo = run.logo ? Buffer.from(run.logo, 'base64') : null;
        const stored = await this.printAndStore(run.schoolId, versionId, content, logo);
        try {
          await this.recordVersion(tx, {
            standing,
            childId: item.childId,
            versionId,
            title: run.title,
            stored,
            draft: isDraft(content),
            runId: run.id,
            userId: run.requestedBy,
          });
        } catch (error) {
          await this.deps.media.deleteGeneratedFiles([stored.key]);
          throw error;
        }
        await tx.finishRunItem(run.id, item.position, { status: 'made', versionId });
      });
      made = true;
    } catch (error) {
      this.warn(error, 'report card: not made', { runId: run.id, position: item.position });
      await repository.finishRunItem(run.id, item.position, { status: 'failed', error: reasonOf(error) });
    }
    await repository.updateRun(run.id, { processed: run.processed + 1, made: run.made + (made ? 1 : 0) });
    return { done: false, continueNow: true };
  }

  /** Job: a scheduled publication's time has come; publishes the version current now. */
  private async publishScheduled(job: JobRow, db: Database): Promise<JobOutcome> {
    const repository = this.deps.repository.withDatabase(db);
    const card = await repository.lockCard(job.subjectId);
    if (!card || card.status !== 'scheduled' || !card.currentVersionId) return { done: true };
    const now = this.deps.clock.now();
    const current = await repository.findVersion(card.currentVersionId);
    // A draft generated since it was scheduled is not sent: the card waits, unpublished.
    const publishes = current !== null && !current.draft;
    await repository.updateCard(card.id, {
      status: publishes ? 'published' : card.publishedVersionId ? 'published' : 'draft',
      ...(publishes && { publishedVersionId: current.id, publishedAt: now }),
      publishAt: null,
      publishDate: null,
      publishTime: null,
      updatedAt: now,
    });
    await repository.audit({
      at: now,
      schoolId: card.schoolId,
      actorUserId: null,
      action: publishes ? 'publish_report_card' : 'unschedule_report_card',
      entity: 'report_card',
      entityId: card.id,
      details: publishes
        ? { version: current.version, scheduled_for: card.publishAt?.toISOString() ?? null, job_id: job.id }
        : { reason: 'draft_version', job_id: job.id },
    });
    const parents = await repository.listParentIdsOf(card.childId);
    return {
      done: true,
      afterCommit: () => this.deps.events.familyCardChanged(card.schoolId, card.classId, card.id, parents),
    };
  }

  // ---------------------------------------------------------------------------------------------

  /** A cycle of a class the staff member sees, with the module `report` on in the school. */
  private standing(actor: Actor, cycleId: string): Promise<CycleStanding> {
    return this.deps.assessment.cycleForStaff(actor, cycleId, 'report');
  }

  private childOf(standing: CycleStanding, studentId: string): StudentRow {
    const child = standing.roster.find((row) => row.id === studentId);
    if (!child) throw badInput('studentId', 'is not a student of this class');
    return child;
  }

  /** The children named (each of the class: else a 400 naming it), or the whole class by name. */
  private chosenChildren(standing: CycleStanding, studentIds: string[] | undefined): StudentRow[] {
    if (!studentIds) {
      if (standing.roster.length === 0) throw badInput('cycleId', 'the class has no children');
      return [...standing.roster].sort(byName);
    }
    const chosen: StudentRow[] = [];
    for (const [index, id] of studentIds.entries()) {
      const child = standing.roster.find((row) => row.id === id);
      if (!child) throw badInput(`student_ids.${index}`, 'is not a student of this class');
      if (!chosen.includes(child)) chosen.push(child);
    }
    return chosen;
  }

  /**
   * A school-local date and time (both, or neither: now) as the instant to publish at: in the
   * future and at most a year ahead, else a 400 naming the field.
   */
  private async publishInstant(schoolId: string, fields: PublishFields): Promise<Date | null> {
    if (!fields.date && !fields.time) return null;
    if (!fields.date) throw badInput('date', 'a date is needed with a time');
    if (!fields.time) throw badInput('time', 'a time is needed to schedule');
    const timeZone = await this.deps.schools.schoolTimeZone(schoolId);
    const now = this.deps.clock.now();
    const today = schoolToday(timeZone, now);
    if (fields.date > addDaysToIsoDate(today, MAX_DAYS_AHEAD))
      throw badInput('date', `must be within ${MAX_DAYS_AHEAD} days`);
    const instant = schoolInstant(fields.date, fields.time, timeZone);
    if (instant.getTime() <= now.getTime())
      throw fields.date < today
        ? badInput('date', 'must not be in the past')
        : badInput('time', 'must be in the future');
    return instant;
  }

  /** The card of (cycle, child) locked (made when new), refusing one that keeps the most versions. */
  private async lockCardForVersion(
    tx: ReportCardsRepository,
    standing: { schoolId: string; classId: string; cycleId: string },
    childId: string,
    now: Date,
  ): Promise<ReportCardRow> {
    const card = await tx.lockOrCreateCard({
      id: newObjectId(now),
      schoolId: standing.schoolId,
      classId: standing.classId,
      cycleId: standing.cycleId,
      childId,
      status: 'draft',
      versionCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    if (card.versionCount >= MAX_REPORT_CARD_VERSIONS) throw tooManyVersions();
    return card;
  }

  /** Records a stored PDF as the card's next version, now current; audited. */
  private async recordVersion(
    tx: ReportCardsRepository,
    version: {
      standing: CycleStanding | { schoolId: string; classId: string; cycleId: string };
      childId: string;
      versionId: string;
      title: string;
      stored: { key: string; size: number };
      draft: boolean;
      runId: string | null;
      userId: string;
    },
  ): Promise<ReportCardRow> {
    const now = this.deps.clock.now();
    const scope =
      'cycle' in version.standing
        ? {
            schoolId: version.standing.cycle.schoolId,
            classId: version.standing.schoolClass.id,
            cycleId: version.standing.cycle.id,
          }
        : version.standing;
    const card = await this.lockCardForVersion(tx, scope, version.childId, now);
    const number = card.versionCount + 1;
    await tx.insertVersion({
      id: version.versionId,
      schoolId: scope.schoolId,
      reportCardId: card.id,
      version: number,
      title: version.title,
      storageKey: version.stored.key,
      size: version.stored.size,
      draft: version.draft,
      runId: version.runId,
      generatedBy: version.userId,
      generatedAt: now,
    });
    await tx.updateCard(card.id, {
      currentVersionId: version.versionId,
      versionCount: number,
      updatedAt: now,
    });
    await tx.audit({
      at: now,
      schoolId: scope.schoolId,
      actorUserId: version.userId,
      action: 'generate_report_card',
      entity: 'report_card',
      entityId: card.id,
      details: {
        student_id: version.childId,
        cycle_id: scope.cycleId,
        version: number,
        run_id: version.runId,
        draft: version.draft,
      },
    });
    return card;
  }

  /** Prints the card to a temporary file and stores it in the media store; answers its key and size. */
  private async printAndStore(
    schoolId: string,
    versionId: string,
    content: ReportCardContent,
    logo: Buffer | null,
  ): Promise<{ key: string; size: number }> {
    const folder = await mkdtemp(join(tmpdir(), 'cue-report-card-'));
    try {
      const path = join(folder, 'card.pdf');
      const size = await renderReportCard(content, { logo }, createWriteStream(path));
      const key = await this.deps.media.saveGeneratedFile(
        schoolId,
        `report-card-${versionId}.pdf`,
        path,
        'application/pdf',
      );
      return { key, size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The school's logo as PNG for the card (pdfkit reads PNG and JPEG; thumbnails may be WebP). */
  private async logoPng(schoolId: string): Promise<Buffer | null> {
    const id = await this.deps.repository.findSchoolLogo(schoolId);
    if (!id) return null;
    const file = await this.deps.media.openFile(id, 'thumbnail');
    if (!file) return null;
    try {
      return await sharp(await buffer(file.stream))
        .png()
        .toBuffer();
    } catch (error) {
      this.warn(error, 'report card: school logo not read', { schoolId });
      return null;
    }
  }

  private async today(schoolId: string): Promise<string> {
    return schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
  }

  private async presentedStudent(child: StudentRow, cardId: string): Promise<StudentReportCard> {
    const card = await this.deps.repository.findCardById(cardId);
    const versions = await this.deps.repository.listVersions([cardId]);
    return presentStudentCard(child, card, versions);
  }

  private async presentedRun(
    run: ReportCardRunRow,
    repository = this.deps.repository,
  ): Promise<ReportCardRun> {
    return presentRun(run, await repository.listRunItems(run.id));
  }

  /** A run's committed progress to the asker's panel and the class's staff. */
  private async announceRun(repository: ReportCardsRepository, run: ReportCardRunRow): Promise<void> {
    const presented = await this.presentedRun(run, repository);
    this.deps.tasks.publish({ run: presented, label: run.label, requestedBy: run.requestedBy });
    this.deps.events.cardsChanged(run.schoolId, run.classId, [run.id]);
  }

  /** After a publication change: the class's staff, and the child's family when theirs changed. */
  private async announce(standing: CycleStanding, card: ReportCardRow, familySees: boolean): Promise<void> {
    const { schoolId } = standing.cycle;
    if (!familySees) {
      this.deps.events.cardsChanged(schoolId, card.classId, [card.id]);
      return;
    }
    const parents = await this.deps.repository.listParentIdsOf(card.childId);
    this.deps.events.familyCardChanged(schoolId, card.classId, card.id, parents);
  }

  private auditEntry(
    standing: CycleStanding,
    action: string,
    entity: string,
    entityId: string,
    details: Record<string, unknown>,
  ) {
    return {
      at: this.deps.clock.now(),
      schoolId: standing.access.schoolId,
      actorUserId: standing.access.userId,
      action,
      entity,
      entityId,
      details,
    };
  }

  /** Logged by ids only: never a child's name or the card's words. */
  private warn(error: unknown, message: string, ids: Record<string, unknown>): void {
    const code = error instanceof AppError ? error.code : undefined;
    this.deps.log.warn({ ...ids, ...(code ? { code } : { err: logSafeError(error) }) }, message);
  }
}

const tooManyVersions = () =>
  badInput('studentId', `keeps at most ${MAX_REPORT_CARD_VERSIONS} versions of a report card per cycle`);
const runningAlready = () =>
  new AppError(
    'CONFLICT',
    'Report cards for this cycle are being generated already: wait for them to finish',
  );
const draftRefusal = () =>
  new AppError(
    'CONFLICT',
    'This version was printed before the progress card was signed off: sign it off and generate again',
  );
