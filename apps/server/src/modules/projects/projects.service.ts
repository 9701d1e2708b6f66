import {
  MAX_PROJECTS_PER_CLASS,
  NO_ACADEMIC_YEAR,
  academicYearRange,
  type DefaultProject,
  type Project,
  type ProjectInputSchema,
} from '@cue/contracts';
import type { z } from 'zod';
import { badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { ClassRow } from '../schools/schools.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { ProjectsEvents } from './projects.events.js';
import { presentProject, projectPhase } from './projects.presenter.js';
import type { ProjectsRepository } from './projects.repository.js';

export type ProjectFields = z.output<typeof ProjectInputSchema>;

export interface ProjectsServiceDeps {
  repository: ProjectsRepository;
  schools: SchoolsService;
  events: ProjectsEvents;
  clock: Clock;
}

const projectNotFound = () => notFound('Project not found');

/**
 * Project planning (decision 049): a class's projects — units in use over dates — and its default
 * project, the one other screens fall back to. The staff who see the class plan it; dates fall
 * within the class's academic year (the school's when the class keeps none); a unit comes from
 * the global library or the school's organization's. Writes are audited in their transaction and
 * announced to the class's staff after commit.
 */
export class ProjectsService {
  constructor(private readonly deps: ProjectsServiceDeps) {}

  /** class_projects/{classId}: every project of the class by start date, each with its phase. */
  async classProjects(actor: Actor, classId: string): Promise<Project[]> {
    const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    const today = await this.todayOf(schoolClass.schoolId);
    return (await this.deps.repository.listOfClass(classId)).map((row) => presentProject(row, today));
  }

  /**
   * The class's projects running on any day from `from` to `to` (ISO dates, inclusive), by start
   * date: for week plans and Cue. Checks the actor sees the class like every other call.
   */
  async projectsInRange(actor: Actor, classId: string, from: string, to: string): Promise<Project[]> {
    const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    const today = await this.todayOf(schoolClass.schoolId);
    return (await this.deps.repository.listInRange(classId, from, to)).map((row) =>
      presentProject(row, today),
    );
  }

  /**
   * default_project/{classId}: the project chosen as default; else the one running on the
   * school's today (the latest to start, when several); else the next to start; else none.
   */
  async defaultProject(actor: Actor, classId: string): Promise<DefaultProject> {
    const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    const today = await this.todayOf(schoolClass.schoolId);
    const rows = await this.deps.repository.listOfClass(classId);
    const chosen = rows.find((row) => row.isDefault);
    if (chosen) return { result: presentProject(chosen, today), reason: 'chosen' };
    const current = rows.filter((row) => projectPhase(row, today) === 'current').at(-1);
    if (current) return { result: presentProject(current, today), reason: 'current' };
    const next = rows.find((row) => projectPhase(row, today) === 'upcoming');
    if (next) return { result: presentProject(next, today), reason: 'next' };
    return { result: null, reason: 'none' };
  }

  /** class_projects/{classId} POST: a new project (the default at once when `is_default`). */
  async create(actor: Actor, classId: string, fields: ProjectFields): Promise<Project> {
    const { repository, clock } = this.deps;
    const { access, schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    await this.checkFields(schoolClass, fields);
    if ((await repository.countOfClass(classId)) >= MAX_PROJECTS_PER_CLASS)
      throw badInput('class_id', `keeps at most ${MAX_PROJECTS_PER_CLASS} projects`);
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      await tx.lockClassProjects(classId);
      if (fields.is_default) await tx.clearDefault(classId, id);
      await tx.insert({
        id,
        schoolId: schoolClass.schoolId,
        classId,
        unitId: fields.unit_id,
        title: fields.title,
        startDate: fields.start_date,
        endDate: fields.end_date,
        notes: fields.notes,
        isDefault: fields.is_default,
        createdBy: access.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'create_project',
        entity: 'project',
        entityId: id,
        details: this.auditDetails(classId, fields),
      });
    });
    this.deps.events.projectChanged(schoolClass.schoolId, classId, [id]);
    return this.reread(id, schoolClass.schoolId);
  }

  /** class_project/{id} PUT: the project's fields as sent (is_default false lets the default go). */
  async update(actor: Actor, id: string, fields: ProjectFields): Promise<Project> {
    const { repository, clock } = this.deps;
    const { access, schoolClass, project } = await this.forStaff(actor, id);
    await this.checkFields(schoolClass, fields);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockClassProjects(project.classId);
      if (fields.is_default) await tx.clearDefault(project.classId, id);
      await tx.update(id, {
        unitId: fields.unit_id,
        title: fields.title,
        startDate: fields.start_date,
        endDate: fields.end_date,
        notes: fields.notes,
        isDefault: fields.is_default,
        updatedAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'update_project',
        entity: 'project',
        entityId: id,
        details: this.auditDetails(project.classId, fields),
      });
    });
    this.deps.events.projectChanged(schoolClass.schoolId, project.classId, [id]);
    return this.reread(id, schoolClass.schoolId);
  }

  /** class_project/{id} DELETE: the class's staff remove a project (its week plans keep their activities). */
  async remove(actor: Actor, id: string): Promise<{ id: string }> {
    const { access, schoolClass, project } = await this.forStaff(actor, id);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.delete(id);
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'delete_project',
        entity: 'project',
        entityId: id,
        details: { class_id: project.classId, title: project.title },
      });
    });
    this.deps.events.projectChanged(schoolClass.schoolId, project.classId, [id]);
    return { id };
  }

  /** A project and its class, for staff who see the class; another school's project is 404. */
  private async forStaff(actor: Actor, id: string) {
    const access = await this.deps.schools.staffAccess(actor);
    const project = await this.deps.repository.findById(id);
    if (!project || project.schoolId !== access.schoolId) throw projectNotFound();
    const standing = await this.deps.schools.classForStaff(actor, project.classId);
    return { ...standing, project };
  }

  /** Dates in order and within the academic year; a unit of the global or the organization's library. */
  private async checkFields(schoolClass: ClassRow, fields: ProjectFields): Promise<void> {
    const school = await this.deps.repository.findSchool(schoolClass.schoolId);
    const yearText =
      schoolClass.academicYear !== NO_ACADEMIC_YEAR ? schoolClass.academicYear : school?.academicYear;
    const year = academicYearRange(yearText);
    const outside = (date: string) => year && (date < year.start || date > year.end);
    const within = year ? `must be within the academic year (${yearText})` : '';
    if (outside(fields.start_date)) throw badInput('start_date', within);
    if (fields.end_date < fields.start_date) throw badInput('end_date', 'must be on or after start_date');
    if (outside(fields.end_date)) throw badInput('end_date', within);
    if (fields.unit_id) {
      const unit = await this.deps.repository.findUnit(fields.unit_id);
      if (!unit || (unit.organizationId !== null && unit.organizationId !== school?.organizationId))
        throw badInput('unit_id', 'is not a unit of the global or your organization’s library');
    }
  }

  private auditDetails(classId: string, fields: ProjectFields) {
    return {
      class_id: classId,
      unit_id: fields.unit_id,
      start_date: fields.start_date,
      end_date: fields.end_date,
      is_default: fields.is_default,
    };
  }

  private async todayOf(schoolId: string): Promise<string> {
    return schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
  }

  private async reread(id: string, schoolId: string): Promise<Project> {
    const row = await this.deps.repository.findById(id);
    if (!row) throw projectNotFound();
    return presentProject(row, await this.todayOf(schoolId));
  }
}
