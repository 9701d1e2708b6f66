import {
  MAX_CYCLES_PER_CLASS,
  MAX_SCHOOL_SCHEMES,
  classFramework,
  classYear,
  curriculumFrameworks,
  schemeFitsFramework,
  shippedAssessmentSchemes,
  shippedScheme,
  type AssessmentCycle,
  type AssessmentCycleCreateSchema,
  type AssessmentCycleEditSchema,
  type AssessmentScheme,
  type AssessmentSchemeData,
  type AssessmentSchemeInputSchema,
  type CurriculumFrameworkKey,
  type SchoolModule,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { schoolToday } from '../../lib/school-time.js';
import { foreignKeyRefusal } from '../../db/pg-errors.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { ClassRow, StudentRow } from '../schools/schools.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { AssessmentEvents } from './assessment.events.js';
import { presentCycle, presentScheme, schoolSchemeData } from './assessment.presenter.js';
import type { AssessmentRepository, CycleRow } from './assessment.repository.js';

type SchemeFields = z.output<typeof AssessmentSchemeInputSchema>;
type CycleCreateFields = z.output<typeof AssessmentCycleCreateSchema>;
type CycleEditFields = z.output<typeof AssessmentCycleEditSchema>;

export interface AssessmentServiceDeps {
  repository: AssessmentRepository;
  schools: SchoolsService;
  events: AssessmentEvents;
  clock: Clock;
}

/**
 * The modules that judge progress in cycles. Assessment setup is on while any of them is: a
 * school with only the gradebook still keeps terms.
 */
export const ASSESSMENT_MODULES: readonly SchoolModule[] = ['hpc', 'grade_book', 'feedback', 'report'];

/** A cycle with everything a module judging in it needs: its class, roster, scheme, framework. */
export interface CycleStanding {
  access: StaffAccess;
  schoolClass: ClassRow;
  roster: StudentRow[];
  cycle: CycleRow;
  scheme: AssessmentSchemeData;
  framework: CurriculumFrameworkKey;
}

const schemeNotFound = () => notFound('Assessment scheme not found');
const cycleNotFound = () => notFound('Assessment cycle not found');

/**
 * Assessment setup (issue 17, decision 050): the schemes a school judges with (two shipped, the
 * school's own) and each class's cycles. Coordinators — admins and holders of
 * `academic_setup.curriculum` — define schemes and cycles; every staff member who sees a class
 * reads its cycles. Cycles of a class never overlap, fall within its academic year, and use a
 * scheme that fits the class's framework; the scheme is fixed once the cycle exists, so every
 * level judged in it stays a level of its scheme. Other assessment modules find a cycle through
 * `cycleForStaff` and `cycleInSchool`.
 */
export class AssessmentService {
  constructor(private readonly deps: AssessmentServiceDeps) {}

  /** assessment_schemes/ GET: the shipped schemes and the school's own, each marked in use or not. */
  async listSchemes(actor: Actor): Promise<AssessmentScheme[]> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.requireAssessment(access.schoolId);
    const [own, inUse] = await Promise.all([
      this.deps.repository.listSchoolSchemes(access.schoolId),
      this.deps.repository.schemesInUse(access.schoolId),
    ]);
    return [
      ...shippedAssessmentSchemes.map((scheme) => presentScheme(scheme, 'shipped', inUse.has(scheme.key))),
      ...own.map((row) => presentScheme(schoolSchemeData(row), 'school', inUse.has(row.id))),
    ];
  }

  /** assessment_schemes/ POST: a coordinator defines the school's own scheme. */
  async createScheme(actor: Actor, fields: SchemeFields): Promise<AssessmentScheme> {
    const access = await this.coordinatorAccess(actor);
    const { repository, clock } = this.deps;
    const id = newObjectId(clock.now());
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.lockSchoolSchemes(access.schoolId);
      if ((await tx.countSchoolSchemes(access.schoolId)) >= MAX_SCHOOL_SCHEMES)
        throw badInput('name', `a school keeps at most ${MAX_SCHOOL_SCHEMES} schemes`);
      await tx.insertScheme({
        id,
        schoolId: access.schoolId,
        ...schemeParts(fields),
        createdBy: access.userId,
        createdAt: now,
        updatedAt: now,
      });
      await tx.audit(
        this.auditEntry(access, 'create_assessment_scheme', 'assessment_scheme', id, { name: fields.name }),
      );
    });
    this.deps.events.schemeChanged(access.schoolId, [id]);
    const row = await repository.findScheme(id);
    return presentScheme(schoolSchemeData(row!), 'school', false);
  }

  /**
   * assessment_schemes/{id} PUT: a scheme no cycle uses changes freely; one in use may only be
   * renamed (its dimensions and levels are what judgements were made against): 409 otherwise.
   */
  async updateScheme(actor: Actor, id: string, fields: SchemeFields): Promise<AssessmentScheme> {
    const access = await this.coordinatorAccess(actor);
    const { repository, clock } = this.deps;
    const existing = await this.schoolSchemeRow(access, id);
    const parts = schemeParts(fields);
    let inUse = false;
    await repository.transaction(async (tx) => {
      await tx.lockSchoolSchemes(access.schoolId);
      inUse = (await tx.schemesInUse(access.schoolId)).has(id);
      const shapeChanged =
        shapeOf(parts.dimensions, ['key', 'label', 'description', 'domains']) !==
          shapeOf(existing.dimensions, ['key', 'label', 'description', 'domains']) ||
        shapeOf(parts.levels, ['key', 'label', 'description']) !==
          shapeOf(existing.levels, ['key', 'label', 'description']);
      if (inUse && shapeChanged)
        throw new AppError(
          'CONFLICT',
          'This scheme is used by an assessment cycle: only its name can change',
        );
      await tx.updateScheme(id, { ...parts, updatedAt: clock.now() });
      await tx.audit(
        this.auditEntry(access, 'update_assessment_scheme', 'assessment_scheme', id, { name: fields.name }),
      );
    });
    this.deps.events.schemeChanged(access.schoolId, [id]);
    return presentScheme(schoolSchemeData((await repository.findScheme(id))!), 'school', inUse);
  }

  /** assessment_schemes/{id} DELETE: only while no cycle uses it (409). */
  async deleteScheme(actor: Actor, id: string): Promise<{ id: string }> {
    const access = await this.coordinatorAccess(actor);
    await this.schoolSchemeRow(access, id);
    await this.deps.repository.transaction(async (tx) => {
      await tx.lockSchoolSchemes(access.schoolId);
      if ((await tx.schemesInUse(access.schoolId)).has(id))
        throw new AppError('CONFLICT', 'This scheme is used by an assessment cycle and cannot be deleted');
      await tx.deleteScheme(id);
      await tx.audit(this.auditEntry(access, 'delete_assessment_scheme', 'assessment_scheme', id, {}));
    });
    this.deps.events.schemeChanged(access.schoolId, [id]);
    return { id };
  }

  /** assessment_cycles/{classId} GET: the class's cycles by start date, with their phase. */
  async classCycles(actor: Actor, classId: string): Promise<AssessmentCycle[]> {
    const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    await this.requireAssessment(schoolClass.schoolId);
    return this.presentCycles(schoolClass.schoolId, await this.deps.repository.listCyclesOfClass(classId));
  }

  /**
   * assessment_cycles/ POST: the same cycle for each class named (a school's term at once), in one
   * transaction: every class is checked first, and a problem with any writes nothing.
   */
  async createCycles(actor: Actor, fields: CycleCreateFields): Promise<AssessmentCycle[]> {
    const access = await this.coordinatorAccess(actor);
    const { repository, clock } = this.deps;
    const classIds = [...new Set(fields.class_ids)];
    const scheme = await this.schemeOf(access.schoolId, fields.scheme, 'scheme');
    const classes: ClassRow[] = [];
    for (const [index, classId] of classIds.entries()) {
      const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
      const framework = classFramework(schoolClass.classCurriculum);
      if (!framework)
        throw badInput(
          `class_ids.${index}`,
          `${schoolClass.name} has no curriculum framework: choose one in Academic setup → Curriculum first`,
        );
      const domains = curriculumFrameworks[framework].domains.map((domain) => domain.code);
      if (!schemeFitsFramework(scheme, domains))
        throw badInput('scheme', `${scheme.name} does not fit ${schoolClass.name}'s curriculum framework`);
      await this.checkDates(schoolClass, fields);
      classes.push(schoolClass);
    }
    const now = clock.now();
    const ids: string[] = [];
    await repository.transaction(async (tx) => {
      for (const [index, schoolClass] of classes.entries()) {
        await tx.lockClassCycles(schoolClass.id);
        await this.checkOverlap(tx, schoolClass, fields, null, `class_ids.${index}`);
        if ((await tx.countCyclesOfClass(schoolClass.id)) >= MAX_CYCLES_PER_CLASS)
          throw badInput(`class_ids.${index}`, `a class keeps at most ${MAX_CYCLES_PER_CLASS} cycles`);
        const id = newObjectId(now);
        ids.push(id);
        await tx.insertCycle({
          id,
          schoolId: access.schoolId,
          classId: schoolClass.id,
          name: fields.name,
          startDate: fields.start_date,
          endDate: fields.end_date,
          scheme: scheme.key,
          createdBy: access.userId,
          createdAt: now,
          updatedAt: now,
        });
        await tx.audit(
          this.auditEntry(access, 'create_assessment_cycle', 'assessment_cycle', id, {
            class_id: schoolClass.id,
            start_date: fields.start_date,
            end_date: fields.end_date,
            scheme: scheme.key,
          }),
        );
      }
    });
    this.deps.events.cyclesChanged(
      access.schoolId,
      classes.map((c) => c.id),
      ids,
    );
    return this.presentCycles(access.schoolId, await repository.findCycles(ids));
  }

  /** assessment_cycle/{id} PUT: a new name or dates (still within the year, still no overlap). */
  async updateCycle(actor: Actor, id: string, fields: CycleEditFields): Promise<AssessmentCycle> {
    const access = await this.coordinatorAccess(actor);
    const { cycle, schoolClass } = await this.coordinatorCycle(actor, access, id);
    await this.checkDates(schoolClass, fields);
    await this.deps.repository.transaction(async (tx) => {
      await tx.lockClassCycles(schoolClass.id);
      await this.checkOverlap(tx, schoolClass, fields, id, 'start_date');
      await tx.updateCycle(id, {
        name: fields.name,
        startDate: fields.start_date,
        endDate: fields.end_date,
        updatedAt: this.deps.clock.now(),
      });
      await tx.audit(
        this.auditEntry(access, 'update_assessment_cycle', 'assessment_cycle', id, {
          class_id: cycle.classId,
          start_date: fields.start_date,
          end_date: fields.end_date,
        }),
      );
    });
    this.deps.events.cyclesChanged(access.schoolId, [cycle.classId], [id]);
    const [presented] = await this.presentCycles(access.schoolId, [
      (await this.deps.repository.findCycle(id))!,
    ]);
    return presented!;
  }

  /** assessment_cycle/{id} DELETE: only while nothing was judged in it (409 otherwise). */
  async deleteCycle(actor: Actor, id: string): Promise<{ id: string }> {
    const access = await this.coordinatorAccess(actor);
    const { cycle } = await this.coordinatorCycle(actor, access, id);
    try {
      await this.deps.repository.transaction(async (tx) => {
        await tx.deleteCycle(id);
        await tx.audit(
          this.auditEntry(access, 'delete_assessment_cycle', 'assessment_cycle', id, {
            class_id: cycle.classId,
          }),
        );
      });
    } catch (error) {
      // Progress cards, feedback and report cards reference their cycle: they keep it.
      if (foreignKeyRefusal(error))
        throw new AppError('CONFLICT', 'This cycle already has progress records and cannot be deleted');
      throw error;
    }
    this.deps.events.cyclesChanged(access.schoolId, [cycle.classId], [id]);
    return { id };
  }

  /**
   * For the modules that judge in cycles: a cycle of a class the staff member sees (another
   * school's: 404; an untaught class: 403), with its scheme and the class's framework. Checks
   * `module` is on in the school.
   */
  async cycleForStaff(actor: Actor, cycleId: string, module: SchoolModule): Promise<CycleStanding> {
    const access = await this.deps.schools.staffAccess(actor);
    const cycle = await this.deps.repository.findCycle(cycleId);
    if (!cycle || cycle.schoolId !== access.schoolId) throw cycleNotFound();
    await this.deps.schools.requireModule(cycle.schoolId, module);
    const { schoolClass, roster } = await this.deps.schools.classForStaff(actor, cycle.classId);
    const framework = classFramework(schoolClass.classCurriculum);
    if (!framework) throw badInput('cycle_id', `${schoolClass.name} has no curriculum framework`);
    const scheme = await this.schemeOf(cycle.schoolId, cycle.scheme, 'cycle_id');
    return { access, schoolClass, roster, cycle, scheme, framework };
  }

  /**
   * A cycle and its scheme by id, for a caller that has already checked the actor may see its
   * class or child (a parent reading a published card): null when it is not of `schoolId`.
   */
  async cycleInSchool(
    schoolId: string,
    cycleId: string,
  ): Promise<{ cycle: AssessmentCycle; scheme: AssessmentSchemeData } | null> {
    const row = await this.deps.repository.findCycle(cycleId);
    if (!row || row.schoolId !== schoolId) return null;
    const scheme = await this.schemeOf(schoolId, row.scheme, 'cycle_id');
    const [cycle] = await this.presentCycles(schoolId, [row]);
    return { cycle: cycle!, scheme };
  }

  /** The cycles of a class, for a caller that has already checked the actor may see it. */
  async cyclesOfClass(schoolId: string, classId: string): Promise<AssessmentCycle[]> {
    return this.presentCycles(
      schoolId,
      (await this.deps.repository.listCyclesOfClass(classId)).filter((row) => row.schoolId === schoolId),
    );
  }

  /** A shipped scheme or one of the school's own; a key naming neither is a 400 on `field`. */
  async schemeOf(schoolId: string, key: string, field: string): Promise<AssessmentSchemeData> {
    const shipped = shippedScheme(key);
    if (shipped) return shipped;
    const row = /^[0-9a-f]{24}$/.test(key) ? await this.deps.repository.findScheme(key) : null;
    if (!row || row.schoolId !== schoolId)
      throw badInput(field, 'is not an assessment scheme of this school');
    return schoolSchemeData(row);
  }

  /** Refuses (403) unless one of the assessment modules is on in the school. */
  private async requireAssessment(schoolId: string): Promise<void> {
    let refusal: unknown;
    for (const module of ASSESSMENT_MODULES) {
      try {
        await this.deps.schools.requireModule(schoolId, module);
        return;
      } catch (error) {
        refusal = error;
      }
    }
    throw refusal;
  }

  /** Coordinators define schemes and cycles: admins, and holders of `academic_setup.curriculum`. */
  private async coordinatorAccess(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.requireAssessment(access.schoolId);
    if (!access.isAdmin && !access.rolePermissions.academic_setup.curriculum) throw forbidden();
    return access;
  }

  private async schoolSchemeRow(access: StaffAccess, id: string) {
    const row = await this.deps.repository.findScheme(id);
    if (!row || row.schoolId !== access.schoolId) throw schemeNotFound();
    return row;
  }

  private async coordinatorCycle(actor: Actor, access: StaffAccess, id: string) {
    const cycle = await this.deps.repository.findCycle(id);
    if (!cycle || cycle.schoolId !== access.schoolId) throw cycleNotFound();
    const { schoolClass } = await this.deps.schools.classForStaff(actor, cycle.classId);
    return { cycle, schoolClass };
  }

  /** Dates in order and within the class's academic year (its own, else the school's). */
  private async checkDates(schoolClass: ClassRow, fields: CycleEditFields): Promise<void> {
    const year = classYear(
      schoolClass.academicYear,
      await this.deps.repository.findSchoolAcademicYear(schoolClass.schoolId),
    );
    const outside = (date: string) => year.range && (date < year.range.start || date > year.range.end);
    const within = `must be within ${schoolClass.name}'s academic year (${year.text})`;
    if (outside(fields.start_date)) throw badInput('start_date', within);
    if (fields.end_date < fields.start_date) throw badInput('end_date', 'must be on or after start_date');
    if (outside(fields.end_date)) throw badInput('end_date', within);
  }

  /** A 400 on `field` naming the cycle of the class that shares a day with the new dates. */
  private async checkOverlap(
    tx: AssessmentRepository,
    schoolClass: ClassRow,
    fields: CycleEditFields,
    exceptId: string | null,
    field: string,
  ): Promise<void> {
    const [clash] = await tx.overlappingCycles(schoolClass.id, fields.start_date, fields.end_date, exceptId);
    if (clash)
      throw badInput(
        field,
        `overlaps ${schoolClass.name}'s cycle '${clash.name}' (${clash.startDate} to ${clash.endDate})`,
      );
  }

  private async presentCycles(schoolId: string, rows: CycleRow[]): Promise<AssessmentCycle[]> {
    const today = schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
    const names = new Map<string, string>();
    for (const row of rows) {
      if (!names.has(row.scheme))
        names.set(row.scheme, (await this.schemeOf(schoolId, row.scheme, 'scheme')).name);
    }
    return rows
      .sort((a, b) => a.startDate.localeCompare(b.startDate))
      .map((row) => presentCycle(row, names.get(row.scheme)!, today));
  }

  private auditEntry(
    access: StaffAccess,
    action: string,
    entity: string,
    entityId: string,
    details: Record<string, unknown>,
  ) {
    return {
      at: this.deps.clock.now(),
      schoolId: access.schoolId,
      actorUserId: access.userId,
      action,
      entity,
      entityId,
      details,
    };
  }
}

/** A school scheme's stored parts: keys by position, so a scheme reads the same everywhere. */
function schemeParts(fields: SchemeFields) {
  return {
    name: fields.name,
    dimensions: fields.dimensions.map((d, i) => ({
      key: `d${i + 1}`,
      label: d.label,
      description: d.description,
      domains: [...new Set(d.domains)],
    })),
    levels: fields.levels.map((l, i) => ({ key: `l${i + 1}`, label: l.label, description: l.description })),
  };
}

/** A comparable text of a list's fields in a fixed order (jsonb does not keep key order). */
function shapeOf<T extends object>(items: readonly T[], fields: readonly (keyof T)[]): string {
  return JSON.stringify(items.map((item) => fields.map((field) => item[field])));
}
