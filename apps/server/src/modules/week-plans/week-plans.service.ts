import {
  MAX_WEEK_PLAN_ITEMS,
  academicYearRange,
  classFramework,
  plannableBlockKinds,
  unknownCompetencies,
  unknownCompetenciesMessage,
  weekSchoolDays,
  weekStartOf,
  type ActivityBlock,
  type DayBlock,
  type PlanItem,
  type Project,
  type Unit,
  type WeekPaletteEntry,
  type WeekPlan,
} from '@cue/contracts';
import type { z } from 'zod';
import type {
  ActivityBlockInputSchema,
  PlanItemEditSchema,
  PlanItemInputSchema,
  PlanItemStatusInputSchema,
} from '@cue/contracts';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { ClassRow } from '../schools/schools.repository.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { WeekPlansEvents } from './week-plans.events.js';
import type { WeekPlansNeeds } from './week-plans.module.js';
import { presentItem, presentPaletteEntry } from './week-plans.presenter.js';
import type { PlanItemInsert, PlanItemRow, WeekPlansRepository } from './week-plans.repository.js';

export type PlanItemInputValue = z.output<typeof PlanItemInputSchema>;
export type PlanItemEditValue = z.output<typeof PlanItemEditSchema>;
export type PlanItemStatusValue = z.output<typeof PlanItemStatusInputSchema>;
type ActivityValue = z.output<typeof ActivityBlockInputSchema>;

export interface WeekPlansServiceDeps extends WeekPlansNeeds {
  repository: WeekPlansRepository;
  schools: SchoolsService;
  events: WeekPlansEvents;
  clock: Clock;
}

/** The class's week as the grid sees it: its days, rows and the academic year it is checked against. */
export interface WeekFrame {
  actor: Actor;
  access: StaffAccess;
  schoolClass: ClassRow;
  weekStart: string;
  days: string[];
  blocks: DayBlock[];
  year: { start: string; end: string } | null;
}

const itemNotFound = () => notFound('Planned activity not found');

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const inYear = (year: WeekFrame['year'], date: string) => !year || (date >= year.start && date <= year.end);

/**
 * Weekly planning (issue 16, decision 049): a class's week as school days × day-cycle blocks,
 * filled with activities (copied from the week's projects' units or written in place), copied
 * from last week, marked done / moved / skipped with an evaluation, printed for the wall.
 * Staff who see the class plan it; every write is audited in its transaction and announced to
 * the class's staff after commit.
 */
export class WeekPlansService {
  constructor(private readonly deps: WeekPlansServiceDeps) {}

  /** week_plan/{classId}/{weekStart}: the week (empty when nothing is planned yet). */
  async weekPlan(actor: Actor, classId: string, weekStart: string): Promise<WeekPlan> {
    const frame = await this.frame(actor, classId, weekStart);
    return this.read(frame);
  }

  /** A class's planned activities dated within [from, to] (Cue's lesson analysis). */
  async itemsInRange(actor: Actor, classId: string, from: string, to: string): Promise<PlanItem[]> {
    await this.deps.schools.classForStaff(actor, classId);
    const rows = await this.deps.repository.listItemsInRange(classId, from, to);
    return rows.map(presentItem);
  }

  /** The week and the class, for the printable page. */
  async weekForPrint(actor: Actor, classId: string, weekStart: string) {
    const frame = await this.frame(actor, classId, weekStart);
    return { plan: await this.read(frame), className: frame.schoolClass.name };
  }

  /** week_plan_items/{classId}/{weekStart}: place an activity in a cell. */
  async addItem(
    actor: Actor,
    classId: string,
    weekStart: string,
    input: PlanItemInputValue,
  ): Promise<WeekPlan> {
    const frame = await this.frame(actor, classId, weekStart);
    this.checkCell(frame, input.date, 'date', input.block_id, 'block_id');
    const activity = this.activityOf(frame, input.activity);
    if (input.source) await this.checkSource(actor, input.source);
    const { repository, clock } = this.deps;
    const now = clock.now();
    const id = newObjectId(now);
    const planId = await repository.transaction(async (tx) => {
      const plan = await tx.ensureWeekPlan({
        id: newObjectId(now),
        schoolId: frame.schoolClass.schoolId,
        classId,
        weekStart: frame.weekStart,
        createdAt: now,
        updatedAt: now,
      });
      if ((await tx.countItems(plan.id)) >= MAX_WEEK_PLAN_ITEMS) {
        throw badInput('activity', `a week holds at most ${MAX_WEEK_PLAN_ITEMS} activities`);
      }
      await tx.insertItems([
        {
          id,
          weekPlanId: plan.id,
          schoolId: frame.schoolClass.schoolId,
          classId,
          date: input.date,
          blockId: input.block_id,
          position: MAX_WEEK_PLAN_ITEMS + 1,
          activity,
          competencies: activity.competencies,
          sourceUnitId: input.source?.unit_id ?? null,
          sourceActivityId: input.source?.activity_id ?? null,
          createdBy: frame.access.userId,
          createdAt: now,
          updatedAt: now,
        },
      ]);
      await this.placeInCell(tx, classId, input.date, input.block_id, id, input.position);
      await tx.updateWeekPlan(plan.id, { updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: frame.schoolClass.schoolId,
        actorUserId: frame.access.userId,
        action: 'create_week_plan_item',
        entity: 'week_plan_item',
        entityId: id,
        details: {
          class_id: classId,
          week_start: frame.weekStart,
          date: input.date,
          block_id: input.block_id,
        },
      });
      return plan.id;
    });
    this.announce(frame, [planId]);
    return this.read(frame);
  }

  /** week_plan_item/{id} PATCH: move it within its week (drag) or edit the activity. */
  async editItem(actor: Actor, id: string, input: PlanItemEditValue): Promise<WeekPlan> {
    const { item, frame } = await this.itemFrame(actor, id);
    const date = input.date ?? item.date;
    const blockId = input.block_id ?? item.blockId;
    this.checkCell(frame, date, 'date', blockId, 'block_id');
    const activity = input.activity ? this.activityOf(frame, input.activity, item.activity.id) : null;
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      if (!(await tx.lockItem(id))) throw itemNotFound();
      await tx.updateItem(id, {
        date,
        blockId,
        ...(activity && { activity, competencies: activity.competencies }),
        updatedAt: now,
      });
      const moved = date !== item.date || blockId !== item.blockId;
      if (moved || input.position !== undefined) {
        await this.placeInCell(
          tx,
          item.classId,
          date,
          blockId,
          id,
          input.position ?? MAX_WEEK_PLAN_ITEMS + 1,
        );
      }
      if (moved) await this.placeInCell(tx, item.classId, item.date, item.blockId, null, 0);
      await tx.updateWeekPlan(item.weekPlanId, { updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: item.schoolId,
        actorUserId: frame.access.userId,
        action: 'update_week_plan_item',
        entity: 'week_plan_item',
        entityId: id,
        details: {
          class_id: item.classId,
          from: { date: item.date, block_id: item.blockId, position: item.position },
          to: { date, block_id: blockId, position: input.position ?? null },
          activity_edited: activity !== null,
        },
      });
    });
    this.announce(frame, [item.weekPlanId]);
    return this.read(frame);
  }

  /** week_plan_item/{id} DELETE. */
  async deleteItem(actor: Actor, id: string): Promise<WeekPlan> {
    const { item, frame } = await this.itemFrame(actor, id);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      if (!(await tx.lockItem(id))) throw itemNotFound();
      await tx.deleteItem(id);
      await this.placeInCell(tx, item.classId, item.date, item.blockId, null, 0);
      await tx.updateWeekPlan(item.weekPlanId, { updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: item.schoolId,
        actorUserId: frame.access.userId,
        action: 'delete_week_plan_item',
        entity: 'week_plan_item',
        entityId: id,
        details: { class_id: item.classId, date: item.date, title: item.activity.title, status: item.status },
      });
    });
    this.announce(frame, [item.weekPlanId]);
    return this.read(frame);
  }

  /**
   * week_plan_item/{id}/status: done, skipped, back to planned, or moved to another school day
   * (a planned copy appears there, in the same block or `moved_block_id`, in that day's week).
   */
  async setStatus(actor: Actor, id: string, input: PlanItemStatusValue): Promise<WeekPlan> {
    const { item, frame } = await this.itemFrame(actor, id);
    let target: WeekFrame | null = null;
    let targetBlock = item.blockId;
    if (input.status === 'moved') {
      const movedTo = input.moved_to!;
      const classDays = frame.schoolClass.classDays;
      target = await this.frameOf(
        actor,
        frame.access,
        frame.schoolClass,
        weekStartOf(movedTo, classDays),
        'moved_to',
      );
      if (!target.days.includes(movedTo)) {
        throw badInput('moved_to', 'must be a school day within the academic year');
      }
      targetBlock = input.moved_block_id ?? item.blockId;
      if (!target.blocks.some((block) => block.id === targetBlock)) {
        throw badInput(
          input.moved_block_id ? 'moved_block_id' : 'moved_to',
          "is not a block of the class's day",
        );
      }
      if (movedTo === item.date && targetBlock === item.blockId) {
        throw badInput('moved_to', 'must be another day or block');
      }
    }
    const marked = input.status !== 'planned';
    const now = this.deps.clock.now();
    const planIds = await this.deps.repository.transaction(async (tx) => {
      const locked = await tx.lockItem(id);
      if (!locked) throw itemNotFound();
      // Its planned copy is already on the other day: moving it again would add another.
      if (locked.status === 'moved' && input.status === 'moved') {
        throw new AppError('CONFLICT', 'This activity was already moved');
      }
      await tx.updateItem(id, {
        status: input.status,
        evaluation: input.evaluation,
        movedTo: input.status === 'moved' ? input.moved_to! : null,
        markedBy: marked ? frame.access.userId : null,
        markedAt: marked ? now : null,
        updatedAt: now,
      });
      const ids = [item.weekPlanId];
      let copyId: string | null = null;
      if (target) {
        const plan = await tx.ensureWeekPlan({
          id: newObjectId(now),
          schoolId: item.schoolId,
          classId: item.classId,
          weekStart: target.weekStart,
          createdAt: now,
          updatedAt: now,
        });
        await tx.lockWeekPlan(plan.id);
        if ((await tx.countItems(plan.id)) >= MAX_WEEK_PLAN_ITEMS) {
          throw badInput('moved_to', `that week already holds ${MAX_WEEK_PLAN_ITEMS} activities`);
        }
        copyId = newObjectId(now);
        await tx.insertItems([
          {
            ...this.copyOf(item, plan.id, input.moved_to!, targetBlock, frame.access.userId, now),
            id: copyId,
          },
        ]);
        await this.placeInCell(
          tx,
          item.classId,
          input.moved_to!,
          targetBlock,
          copyId,
          MAX_WEEK_PLAN_ITEMS + 1,
        );
        await tx.updateWeekPlan(plan.id, { updatedAt: now });
        ids.push(plan.id);
      }
      await tx.updateWeekPlan(item.weekPlanId, { updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: item.schoolId,
        actorUserId: frame.access.userId,
        action: 'week_plan_item_status',
        entity: 'week_plan_item',
        entityId: id,
        details: {
          class_id: item.classId,
          from: item.status,
          to: input.status,
          ...(input.status === 'moved' && {
            moved_to: input.moved_to,
            block_id: targetBlock,
            copy_id: copyId,
          }),
        },
      });
      return ids;
    });
    this.announce(frame, planIds);
    return this.read(frame);
  }

  /** week_plan/{classId}/{weekStart} PUT: the week's notes. */
  async setNotes(actor: Actor, classId: string, weekStart: string, notes: string): Promise<WeekPlan> {
    const frame = await this.frame(actor, classId, weekStart);
    const now = this.deps.clock.now();
    const planId = await this.deps.repository.transaction(async (tx) => {
      const plan = await tx.ensureWeekPlan({
        id: newObjectId(now),
        schoolId: frame.schoolClass.schoolId,
        classId,
        weekStart: frame.weekStart,
        createdAt: now,
        updatedAt: now,
      });
      await tx.updateWeekPlan(plan.id, { notes, updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: frame.schoolClass.schoolId,
        actorUserId: frame.access.userId,
        action: 'update_week_plan_notes',
        entity: 'week_plan',
        entityId: plan.id,
        details: { class_id: classId, week_start: frame.weekStart },
      });
      return plan.id;
    });
    this.announce(frame, [planId]);
    return this.read(frame);
  }

  /**
   * week_plan/{classId}/{weekStart}/copy_previous: last week's activities on the same weekdays,
   * as planned (days that are not school days this week are skipped, and so are activities marked
   * moved: their planned copy is copied instead). 409 when this week already has activities.
   */
  async copyPrevious(actor: Actor, classId: string, weekStart: string): Promise<{ copied: number }> {
    const frame = await this.frame(actor, classId, weekStart);
    const { repository, clock } = this.deps;
    const previousStart = addDays(frame.weekStart, -7);
    const previous = await repository.listItemsInRange(classId, previousStart, addDays(previousStart, 6));
    const rows = previous
      .filter((item) => item.status !== 'moved')
      .map((item) => ({ item, date: addDays(item.date, 7) }))
      .filter(
        ({ item, date }) => frame.days.includes(date) && frame.blocks.some((b) => b.id === item.blockId),
      );
    const now = clock.now();
    const planId = await repository.transaction(async (tx) => {
      const plan = await tx.ensureWeekPlan({
        id: newObjectId(now),
        schoolId: frame.schoolClass.schoolId,
        classId,
        weekStart: frame.weekStart,
        createdAt: now,
        updatedAt: now,
      });
      await tx.lockWeekPlan(plan.id);
      if ((await tx.countItems(plan.id)) > 0) {
        throw new AppError('CONFLICT', 'This week already has activities');
      }
      const inserts: PlanItemInsert[] = rows.map(({ item, date }) => ({
        ...this.copyOf(item, plan.id, date, item.blockId, frame.access.userId, now),
        id: newObjectId(now),
        position: item.position,
      }));
      await tx.insertItems(inserts);
      await tx.updateWeekPlan(plan.id, { updatedAt: now });
      await tx.audit({
        at: now,
        schoolId: frame.schoolClass.schoolId,
        actorUserId: frame.access.userId,
        action: 'copy_previous_week_plan',
        entity: 'week_plan',
        entityId: plan.id,
        details: {
          class_id: classId,
          week_start: frame.weekStart,
          from_week: previousStart,
          copied: inserts.length,
        },
      });
      return plan.id;
    });
    this.announce(frame, [planId]);
    return { copied: rows.length };
  }

  /** The class (staff who see it), its grid and the checked week start. */
  private async frame(actor: Actor, classId: string, weekStart: string): Promise<WeekFrame> {
    const { access, schoolClass } = await this.deps.schools.classForStaff(actor, classId);
    return this.frameOf(actor, access, schoolClass, weekStart, 'weekStart');
  }

  private async frameOf(
    actor: Actor,
    access: StaffAccess,
    schoolClass: ClassRow,
    weekStart: string,
    field: string,
    options: { checkYear: boolean } = { checkYear: true },
  ): Promise<WeekFrame> {
    const { repository } = this.deps;
    const classDays = schoolClass.classDays;
    if (field === 'weekStart' && weekStartOf(weekStart, classDays) !== weekStart) {
      throw badInput(field, `must be the first day of a week (${weekStartOf(weekStart, classDays)})`);
    }
    const year =
      academicYearRange(schoolClass.academicYear) ??
      academicYearRange(await repository.findSchoolAcademicYear(schoolClass.schoolId));
    const weekEnd = addDays(weekStart, 6);
    // An item's week may since have left the academic year (the year was edited): still readable.
    if (options.checkYear && year && (weekEnd < year.start || weekStart > year.end)) {
      throw badInput(field, `must fall within the class's academic year (${year.start} to ${year.end})`);
    }
    const days = weekSchoolDays(weekStart, classDays).filter((day) => inYear(year, day));
    const blocks = await this.deps.daySchedule.classDayBlocks(actor, schoolClass.id);
    return {
      actor,
      access,
      schoolClass,
      weekStart,
      days,
      blocks: blocks.filter((block) => plannableBlockKinds.includes(block.kind)),
      year,
    };
  }

  /** The item (404 for another school's), its class (staff who see it) and its week. */
  private async itemFrame(actor: Actor, id: string): Promise<{ item: PlanItemRow; frame: WeekFrame }> {
    const access = await this.deps.schools.staffAccess(actor);
    const item = await this.deps.repository.findItem(id);
    if (!item || item.schoolId !== access.schoolId) throw itemNotFound();
    const { schoolClass } = await this.deps.schools.classForStaff(actor, item.classId);
    const weekStart = weekStartOf(item.date, schoolClass.classDays);
    const frame = await this.frameOf(actor, access, schoolClass, weekStart, 'date', { checkYear: false });
    return { item, frame };
  }

  private checkCell(
    frame: WeekFrame,
    date: string,
    dateField: string,
    blockId: string,
    blockField: string,
  ): void {
    if (!frame.days.includes(date)) throw badInput(dateField, 'must be a school day of this week');
    if (!frame.blocks.some((block) => block.id === blockId)) {
      throw badInput(blockField, "is not a block of the class's day");
    }
  }

  /** The unit an item is copied from: one the actor may read, the activity one of its own. */
  private async checkSource(actor: Actor, source: NonNullable<PlanItemInputValue['source']>): Promise<void> {
    const unit = await this.unitOrNull(actor, source.unit_id);
    if (!unit) throw badInput('source.unit_id', 'is not a unit of the library');
    if (!unit.activities.some((activity) => activity.id === source.activity_id)) {
      throw badInput('source.activity_id', 'is not an activity of that unit');
    }
  }

  /** The activity as stored: its competencies those of the class's framework, an id of its own. */
  private activityOf(frame: WeekFrame, input: ActivityValue, keepId?: string): ActivityBlock {
    const unknown = unknownCompetencies(
      classFramework(frame.schoolClass.classCurriculum),
      input.competencies,
    );
    if (unknown.length > 0) throw badInput('activity.competencies', unknownCompetenciesMessage(unknown));
    return { ...input, id: keepId ?? newObjectId(this.deps.clock.now()) };
  }

  /** A planned copy of an item on another day (moved, or last week copied). */
  private copyOf(
    item: PlanItemRow,
    weekPlanId: string,
    date: string,
    blockId: string,
    userId: string,
    now: Date,
  ): Omit<PlanItemInsert, 'id'> {
    return {
      weekPlanId,
      schoolId: item.schoolId,
      classId: item.classId,
      date,
      blockId,
      position: item.position,
      activity: { ...item.activity, id: newObjectId(now) },
      competencies: item.competencies,
      sourceUnitId: item.sourceUnitId,
      sourceActivityId: item.sourceActivityId,
      status: 'planned',
      evaluation: '',
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * Renumbers a cell 0..n in order, with `itemId` (already in the cell) put at `position`
   * (past the end: last); null just closes the gaps.
   */
  private async placeInCell(
    tx: WeekPlansRepository,
    classId: string,
    date: string,
    blockId: string,
    itemId: string | null,
    position: number,
  ): Promise<void> {
    const cell = (await tx.listItemsInRange(classId, date, date)).filter((row) => row.blockId === blockId);
    const others = cell.filter((row) => row.id !== itemId).map((row) => row.id);
    if (itemId) others.splice(Math.min(position, others.length), 0, itemId);
    for (const [index, rowId] of others.entries()) {
      const row = cell.find((r) => r.id === rowId);
      if (row?.position !== index) await tx.updateItem(rowId, { position: index });
    }
  }

  private async read(frame: WeekFrame): Promise<WeekPlan> {
    const { repository, projects: projectsService, termPlans } = this.deps;
    const { schoolClass, weekStart } = frame;
    const weekEnd = addDays(weekStart, 6);
    const [plan, items, projects, theme] = await Promise.all([
      repository.findWeekPlan(schoolClass.id, weekStart),
      repository.listItemsInRange(schoolClass.id, weekStart, weekEnd),
      projectsService.projectsInRange(frame.actor, schoolClass.id, weekStart, weekEnd),
      termPlans.yearThemeOf(frame.actor, schoolClass.id, weekStart.slice(0, 7)),
    ]);
    return {
      class_id: schoolClass.id,
      week_start: weekStart,
      days: frame.days,
      blocks: frame.blocks,
      items: items.map(presentItem),
      notes: plan?.notes ?? '',
      theme,
      projects,
      palette: await this.palette(frame.actor, projects),
      updated_at: plan?.updatedAt.toISOString() ?? null,
    };
  }

  /**
   * The palette: each running project's unit with its activities to drag. A unit since deleted,
   * or one the actor may not read, gives no entry (the week is still answered).
   */
  private async palette(actor: Actor, projects: Project[]): Promise<WeekPaletteEntry[]> {
    const unitIds = [...new Set(projects.flatMap((project) => (project.unit ? [project.unit._id] : [])))];
    const found = await Promise.all(unitIds.map((id) => this.unitOrNull(actor, id)));
    const unitsById = new Map(unitIds.map((id, index) => [id, found[index] ?? null]));
    return projects.flatMap((project) => {
      const unit = project.unit && unitsById.get(project.unit._id);
      return unit ? [presentPaletteEntry(project, unit)] : [];
    });
  }

  private async unitOrNull(actor: Actor, id: string): Promise<Unit | null> {
    try {
      return await this.deps.units.getUnit(actor, id);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
        return null;
      }
      throw error;
    }
  }

  private announce(frame: WeekFrame, weekPlanIds: string[]): void {
    this.deps.events.weekPlanChanged({
      schoolId: frame.schoolClass.schoolId,
      classId: frame.schoolClass.id,
      weekPlanIds,
    });
  }
}
