import {
  REFLECTIONS_LIST_LIMIT,
  addDaysToIsoDate,
  classFramework,
  reflectionMessages,
  unknownCompetencies,
  unknownCompetenciesMessage,
  weekStartOf,
  type CreateReflectionInputSchema,
  type Project,
  type Reflection,
  type ReflectionCommentInput,
  type ReflectionList,
  type ReflectionListQuery,
  type ReflectionWeekSummary,
  type UpdateReflectionInputSchema,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { ClassRow, StudentRow } from '../schools/schools.repository.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { WeekPlansService } from '../week-plans/week-plans.service.js';
import type { ReflectionsEvents } from './reflections.events.js';
import {
  isCoordinator,
  mayCommentOnReflection,
  mayEditReflection,
  maySeeReflection,
} from './reflections.policy.js';
import { presentReflection } from './reflections.presenter.js';
import type { ReflectionRow, ReflectionsRepository } from './reflections.repository.js';

export type CreateReflectionValue = z.output<typeof CreateReflectionInputSchema>;
export type UpdateReflectionValue = z.output<typeof UpdateReflectionInputSchema>;
type ContentValue = Pick<
  CreateReflectionValue,
  'what_worked' | 'what_to_change' | 'next_steps' | 'student_ids' | 'competencies'
>;

/** The other modules' services a reflection is checked and shown through. */
export interface ReflectionsNeeds {
  /** A project reflection names a project of the class; its title is shown as it is now. */
  projects: Pick<ProjectsService, 'classProjects'>;
  /** A week reflection shows how the week's plan went. */
  weekPlans: Pick<WeekPlansService, 'itemsInRange'>;
}

export interface ReflectionsServiceDeps extends ReflectionsNeeds {
  repository: ReflectionsRepository;
  schools: SchoolsService;
  events: ReflectionsEvents;
  clock: Clock;
}

/** The class as a reflection is read and written against. */
interface ClassStanding {
  actor: Actor;
  access: StaffAccess;
  schoolClass: ClassRow;
  roster: StudentRow[];
}

const reflectionNotFound = () => notFound(reflectionMessages.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * Reflections (issue 17, decision 050): a teacher's own reflection on a week of a class (linked to
 * its weekly plan) or on one of its projects. Read by its author and the school's coordinators
 * (admins) only; the author edits (with the version read: a stale one is a 409) and deletes;
 * coordinators comment and the author answers. One per author, class and week (or project): a
 * second is a 409. The school's `reflection` switch is checked on every call. Writes are audited
 * in their transaction and announced after commit to the author and the coordinators.
 */
export class ReflectionsService {
  constructor(private readonly deps: ReflectionsServiceDeps) {}

  /**
   * class_reflections/{classId}: the caller's own reflections on the class; a coordinator's are
   * everyone's (narrowed by author). Newest period first.
   */
  async classReflections(actor: Actor, classId: string, query: ReflectionListQuery): Promise<ReflectionList> {
    const standing = await this.classStanding(actor, classId);
    const { access } = standing;
    const coordinator = isCoordinator(access);
    if (!coordinator && query.author_id && query.author_id !== access.userId) throw forbidden();
    const rows = await this.deps.repository.list({
      classId,
      authorUserId: coordinator ? query.author_id : access.userId,
      kind: query.kind,
      from: query.from,
      to: query.to,
      limit: REFLECTIONS_LIST_LIMIT + 1,
    });
    const authors = coordinator ? await this.deps.repository.authorsOfClass(classId) : [];
    return {
      reflections: await this.present(standing, rows.slice(0, REFLECTIONS_LIST_LIMIT)),
      is_coordinator: coordinator,
      authors: authors.map((a) => ({ _id: a.id, name: `${a.firstName} ${a.lastName}`.trim() })),
      has_more: rows.length > REFLECTIONS_LIST_LIMIT,
    };
  }

  /** reflection/{id}: its author or a coordinator. */
  async reflection(actor: Actor, id: string): Promise<Reflection> {
    const { standing, row } = await this.forReader(actor, id);
    return this.presentOne(standing, row);
  }

  /** class_reflections/{classId} POST: the caller's reflection on a week or a project of the class. */
  async create(actor: Actor, classId: string, input: CreateReflectionValue): Promise<Reflection> {
    const { repository, clock } = this.deps;
    const standing = await this.classStanding(actor, classId);
    const { access, schoolClass } = standing;
    const content = this.checkContent(standing, input);
    const period =
      input.kind === 'week'
        ? await this.weekPeriod(schoolClass, input.week_start!)
        : await this.projectPeriod(standing, input.project_id!);
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.lockAuthorClass(access.userId, classId);
      const taken =
        input.kind === 'week'
          ? await tx.findWeekOf(access.userId, classId, period.start)
          : await tx.findProjectOf(access.userId, classId, input.project_id!);
      if (taken) {
        throw conflict(
          input.kind === 'week' ? reflectionMessages.weekTaken : reflectionMessages.projectTaken,
        );
      }
      await tx.insert({
        id,
        schoolId: schoolClass.schoolId,
        classId,
        authorUserId: access.userId,
        kind: input.kind,
        weekStart: input.kind === 'week' ? period.start : null,
        projectId: input.kind === 'project' ? input.project_id! : null,
        projectTitle: period.projectTitle,
        periodStart: period.start,
        periodEnd: period.end,
        whatWorked: content.what_worked,
        whatToChange: content.what_to_change,
        nextSteps: content.next_steps,
        competencies: content.competencies,
        createdAt: now,
        updatedAt: now,
      });
      await tx.replaceChildren(id, content.student_ids);
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'create_reflection',
        entity: 'reflection',
        entityId: id,
        details: {
          class_id: classId,
          kind: input.kind,
          week_start: input.kind === 'week' ? period.start : null,
          project_id: input.kind === 'project' ? input.project_id! : null,
          student_ids: content.student_ids,
          competencies: content.competencies,
        },
      });
    });
    await this.announce(schoolClass, id, access.userId);
    return this.reread(standing, id);
  }

  /** reflection/{id} PUT: the author's edit of the texts, children and competencies. */
  async update(actor: Actor, id: string, input: UpdateReflectionValue): Promise<Reflection> {
    const { repository, clock } = this.deps;
    const { standing, row } = await this.forReader(actor, id);
    const { access, schoolClass } = standing;
    if (!mayEditReflection(access, row)) throw forbidden();
    const content = this.checkContent(standing, input);
    // A project's dates or title may have changed since: the reflection follows while it exists.
    const project =
      row.kind === 'project' && row.projectId ? await this.projectOf(standing, row.projectId) : null;
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const version = await tx.lockVersion(id);
      if (version === null) throw reflectionNotFound();
      if (version !== input.version) throw conflict(reflectionMessages.changedElsewhere);
      await tx.update(id, {
        whatWorked: content.what_worked,
        whatToChange: content.what_to_change,
        nextSteps: content.next_steps,
        competencies: content.competencies,
        ...(project && {
          projectTitle: project.title,
          periodStart: project.start_date,
          periodEnd: project.end_date,
        }),
        version: version + 1,
        updatedAt: now,
      });
      await tx.replaceChildren(id, content.student_ids);
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'update_reflection',
        entity: 'reflection',
        entityId: id,
        details: {
          class_id: row.classId,
          version: version + 1,
          student_ids: content.student_ids,
          competencies: content.competencies,
        },
      });
    });
    await this.announce(schoolClass, id, row.authorUserId);
    return this.reread(standing, id);
  }

  /** reflection/{id} DELETE: its author (its comments go with it). */
  async remove(actor: Actor, id: string): Promise<{ id: string }> {
    const { standing, row } = await this.forReader(actor, id);
    const { access, schoolClass } = standing;
    if (!mayEditReflection(access, row)) throw forbidden();
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.delete(id);
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'delete_reflection',
        entity: 'reflection',
        entityId: id,
        details: { class_id: row.classId, kind: row.kind, period_start: row.periodStart },
      });
    });
    await this.announce(schoolClass, id, row.authorUserId);
    return { id };
  }

  /** reflection_comments/{id} POST: a coordinator's comment, or the author's answer. */
  async comment(actor: Actor, id: string, input: ReflectionCommentInput): Promise<Reflection> {
    const { standing, row } = await this.forReader(actor, id);
    const { access, schoolClass } = standing;
    if (!mayCommentOnReflection(access, row)) throw forbidden();
    const now = this.deps.clock.now();
    const commentId = newObjectId(now);
    await this.deps.repository.transaction(async (tx) => {
      await tx.insertComment({
        id: commentId,
        schoolId: schoolClass.schoolId,
        reflectionId: id,
        authorUserId: access.userId,
        body: input.text,
        createdAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'comment_reflection',
        entity: 'reflection',
        entityId: id,
        details: { comment_id: commentId, class_id: row.classId },
      });
    });
    await this.announce(schoolClass, id, row.authorUserId);
    return this.reread(standing, id);
  }

  /** Staff of the school with the module on, who see the class (another school's: 404). */
  private async classStanding(actor: Actor, classId: string): Promise<ClassStanding> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.deps.schools.requireModule(access.schoolId, 'reflection');
    const { schoolClass, roster } = await this.deps.schools.classForStaff(actor, classId);
    return { actor, access, schoolClass, roster };
  }

  /**
   * A reflection its reader may see: another school's is 404; one of a class the reader does not
   * see, or another teacher's, is 403.
   */
  private async forReader(
    actor: Actor,
    id: string,
  ): Promise<{ standing: ClassStanding; row: ReflectionRow }> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.deps.schools.requireModule(access.schoolId, 'reflection');
    const row = await this.deps.repository.findById(id);
    if (!row || row.schoolId !== access.schoolId) throw reflectionNotFound();
    const { schoolClass, roster } = await this.deps.schools.classForStaff(actor, row.classId);
    if (!maySeeReflection(access, row)) throw forbidden();
    return { standing: { actor, access, schoolClass, roster }, row };
  }

  /** Children of the class's roster, and competencies of its framework: the 400 names the field. */
  private checkContent(standing: ClassStanding, input: ContentValue): ContentValue {
    const onRoster = new Set(standing.roster.map((child) => child.id));
    const studentIds = [...new Set(input.student_ids)];
    if (studentIds.some((childId) => !onRoster.has(childId))) {
      throw badInput('student_ids', 'names a child who is not in this class');
    }
    const competencies = [...new Set(input.competencies)];
    const unknown = unknownCompetencies(classFramework(standing.schoolClass.classCurriculum), competencies);
    if (unknown.length > 0) throw badInput('competencies', unknownCompetenciesMessage(unknown));
    return { ...input, student_ids: studentIds, competencies };
  }

  /** The week's days: `weekStart` must start a week of the class, and the week must have begun. */
  private async weekPeriod(schoolClass: ClassRow, weekStart: string) {
    const start = weekStartOf(weekStart, schoolClass.classDays);
    if (start !== weekStart) throw badInput('week_start', `must be the first day of a week (${start})`);
    const today = schoolToday(
      await this.deps.schools.schoolTimeZone(schoolClass.schoolId),
      this.deps.clock.now(),
    );
    if (weekStart > today) throw badInput('week_start', 'is a week that has not begun yet');
    return { start: weekStart, end: addDaysToIsoDate(weekStart, 6), projectTitle: null };
  }

  /** The project's dates and title: it must be a project of the class. */
  private async projectPeriod(standing: ClassStanding, projectId: string) {
    const project = await this.projectOf(standing, projectId);
    if (!project) throw badInput('project_id', 'is not a project of this class');
    return { start: project.start_date, end: project.end_date, projectTitle: project.title };
  }

  private async projectOf(standing: ClassStanding, projectId: string): Promise<Project | null> {
    const projects = await this.deps.projects.classProjects(standing.actor, standing.schoolClass.id);
    return projects.find((project) => project._id === projectId) ?? null;
  }

  /** Reflections as the reader sees them: their children, comments, weeks' plans and projects. */
  private async present(standing: ClassStanding, rows: ReflectionRow[]): Promise<Reflection[]> {
    if (rows.length === 0) return [];
    const { repository, projects, weekPlans } = this.deps;
    const { actor, access, schoolClass } = standing;
    const ids = rows.map((row) => row.id);
    const weeks = rows.filter((row) => row.kind === 'week');
    const weekStarts = weeks.map((row) => row.periodStart).sort();
    const [childrenById, commentsById, items, classProjects] = await Promise.all([
      repository.childrenOf(ids),
      repository.commentsOf(ids),
      weekStarts.length > 0
        ? weekPlans.itemsInRange(
            actor,
            schoolClass.id,
            weekStarts[0]!,
            addDaysToIsoDate(weekStarts[weekStarts.length - 1]!, 6),
          )
        : Promise.resolve([]),
      rows.some((row) => row.kind === 'project' && row.projectId)
        ? projects.classProjects(actor, schoolClass.id)
        : Promise.resolve([]),
    ]);
    const framework = classFramework(schoolClass.classCurriculum);
    const titles = new Map(classProjects.map((project) => [project._id, project.title]));
    return rows.map((row) => {
      let weekSummary: ReflectionWeekSummary | null = null;
      if (row.kind === 'week') {
        weekSummary = { planned: 0, done: 0, moved: 0, skipped: 0 };
        for (const item of items) {
          if (item.date >= row.periodStart && item.date <= row.periodEnd) weekSummary[item.status] += 1;
        }
      }
      return presentReflection(row, {
        access,
        framework,
        children: childrenById.get(row.id) ?? [],
        comments: commentsById.get(row.id) ?? [],
        weekSummary,
        projectTitle: row.projectId ? (titles.get(row.projectId) ?? null) : null,
      });
    });
  }

  private async presentOne(standing: ClassStanding, row: ReflectionRow): Promise<Reflection> {
    const [presented] = await this.present(standing, [row]);
    return presented!;
  }

  private async reread(standing: ClassStanding, id: string): Promise<Reflection> {
    const row = await this.deps.repository.findById(id);
    if (!row) throw reflectionNotFound();
    return this.presentOne(standing, row);
  }

  private async announce(schoolClass: ClassRow, id: string, authorUserId: string): Promise<void> {
    await this.deps.events.reflectionChanged({
      id,
      schoolId: schoolClass.schoolId,
      classId: schoolClass.id,
      authorUserId,
    });
  }
}
