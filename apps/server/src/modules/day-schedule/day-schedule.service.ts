import {
  DEFAULT_BALANCE_TARGETS,
  DEFAULT_DAY_BLOCKS,
  ageBandOfRange,
  type BalanceTargets,
  type ClassDayCycle,
  type DayBlock,
  type DaySchedule,
  type DayScheduleInput,
  type DaySchedules,
} from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { DayScheduleEvents } from './day-schedule.events.js';
import { presentDaySchedule } from './day-schedule.presenter.js';
import type { DayScheduleRepository, DayScheduleRow, ScheduleScope } from './day-schedule.repository.js';

export interface DayScheduleServiceDeps {
  repository: DayScheduleRepository;
  schools: SchoolsService;
  events: DayScheduleEvents;
  clock: Clock;
}

const scheduleNotFound = () => notFound('Day schedule not found');

/** The school's and age bands' days, and the balance targets: academic setup's switch. */
const mayManageSchoolDays = (access: StaffAccess) => access.rolePermissions.academic_setup.day_schedule;

/**
 * The day cycle (decision 049): the school's standard day, an age band's, a class's own. Admins
 * with `academic_setup.day_schedule` keep the school's and age bands' days and the targets; the
 * staff who see a class keep that class's own day (as may anyone holding the switch). Every write
 * is audited in its transaction and announced to the school's staff after commit.
 */
export class DayScheduleService {
  constructor(private readonly deps: DayScheduleServiceDeps) {}

  /** day_schedules/: every schedule of the school, and its targets (the defaults until set). */
  async list(actor: Actor): Promise<DaySchedules> {
    const access = await this.deps.schools.staffAccess(actor);
    const [rows, targets] = await Promise.all([
      this.deps.repository.listOfSchool(access.schoolId),
      this.targetsOf(access.schoolId),
    ]);
    return { schedules: rows.map(presentDaySchedule), targets };
  }

  /** day_schedules/ PUT: writes one scope's day; block ids sent are kept, new blocks get one. */
  async save(actor: Actor, input: DayScheduleInput): Promise<DaySchedule> {
    const scope: ScheduleScope = {
      scope: input.scope,
      ageBand: input.scope === 'age_band' ? (input.age_band ?? null) : null,
      classId: input.scope === 'class' ? (input.class_id ?? null) : null,
    };
    const access = await this.mayWrite(actor, scope);
    const seen = new Set<string>();
    const blocks: DayBlock[] = input.blocks.map((block, index) => {
      if (block.id && seen.has(block.id)) throw badInput(`blocks.${index}.id`, 'is used by another block');
      const id = block.id ?? newObjectId(this.deps.clock.now());
      seen.add(id);
      return { id, kind: block.kind, label: block.label, start: block.start, minutes: block.minutes };
    });
    const now = this.deps.clock.now();
    const id = await this.deps.repository.transaction(async (tx) => {
      const saved = await tx.upsert(access.schoolId, scope, {
        id: newObjectId(now),
        blocks,
        updatedBy: access.userId,
        at: now,
      });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'save_day_schedule',
        entity: 'day_schedule',
        entityId: saved,
        details: {
          scope: scope.scope,
          age_band: scope.ageBand,
          class_id: scope.classId,
          blocks: blocks.length,
        },
      });
      return saved;
    });
    this.deps.events.scheduleChanged(access.schoolId, [id]);
    return presentDaySchedule((await this.deps.repository.findById(id))!);
  }

  /** day_schedules/{id} DELETE: any schedule may go; classes fall back to the next most specific. */
  async remove(actor: Actor, id: string): Promise<{ id: string }> {
    const access = await this.deps.schools.staffAccess(actor);
    const row = await this.deps.repository.findById(id);
    if (!row || row.schoolId !== access.schoolId) throw scheduleNotFound();
    await this.mayWrite(actor, row);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.delete(id);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'delete_day_schedule',
        entity: 'day_schedule',
        entityId: id,
        details: { scope: row.scope, age_band: row.ageBand, class_id: row.classId },
      });
    });
    this.deps.events.scheduleChanged(access.schoolId, [id]);
    return { id };
  }

  /** day_schedule_targets/ PUT: the school's minutes per kind. */
  async saveTargets(actor: Actor, targets: BalanceTargets): Promise<{ targets: BalanceTargets }> {
    const access = await this.deps.schools.staffAccess(actor);
    if (!mayManageSchoolDays(access)) throw forbidden();
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.saveTargets(access.schoolId, targets, now);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'save_day_targets',
        entity: 'day_schedule',
        entityId: access.schoolId,
        details: { targets },
      });
    });
    this.deps.events.scheduleChanged(access.schoolId, []);
    return { targets };
  }

  /**
   * class_day_cycle/{classId}: the most specific day — the class's own, then its age band's
   * (from its age range), then the school's. When the school keeps none yet the answer is
   * `source: null, schedule: null`, and clients show DEFAULT_DAY_BLOCKS (the standard day the
   * editor starts from, whose fixed ids week plans already use).
   */
  async classDayCycle(actor: Actor, classId: string): Promise<ClassDayCycle> {
    const { schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    const { repository } = this.deps;
    const schoolId = schoolClass.schoolId;
    const band = ageBandOfRange(schoolClass.ageRange);
    const schedule =
      (await repository.findByScope(schoolId, { scope: 'class', ageBand: null, classId })) ??
      (band
        ? await repository.findByScope(schoolId, { scope: 'age_band', ageBand: band, classId: null })
        : null) ??
      (await repository.findByScope(schoolId, { scope: 'school', ageBand: null, classId: null }));
    return {
      class_id: classId,
      source: schedule?.scope ?? null,
      schedule: schedule ? presentDaySchedule(schedule) : null,
      targets: await this.targetsOf(schoolId),
      can_edit: true,
    };
  }

  /** The blocks a class's day is made of, DEFAULT_DAY_BLOCKS until its school keeps a day (week plans). */
  async classDayBlocks(actor: Actor, classId: string): Promise<DayBlock[]> {
    const cycle = await this.classDayCycle(actor, classId);
    return cycle.schedule?.blocks ?? DEFAULT_DAY_BLOCKS.map((block) => ({ ...block }));
  }

  private async targetsOf(schoolId: string): Promise<BalanceTargets> {
    return (await this.deps.repository.findTargets(schoolId)) ?? DEFAULT_BALANCE_TARGETS;
  }

  /**
   * Who may write a scope: the school's and age bands' days need the academic setup switch; a
   * class's day the staff who see the class (404 for another school's), or the switch.
   */
  private async mayWrite(
    actor: Actor,
    scope: Pick<DayScheduleRow, 'scope' | 'classId'> | ScheduleScope,
  ): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    if (scope.scope !== 'class') {
      if (!mayManageSchoolDays(access)) throw forbidden();
      return access;
    }
    try {
      await this.deps.schools.classForStaff(actor, scope.classId!);
    } catch (error) {
      // A class of one's school one does not teach: the switch still lets one keep its day.
      if (!(error instanceof AppError && error.code === 'FORBIDDEN' && mayManageSchoolDays(access)))
        throw error;
    }
    return access;
  }
}
