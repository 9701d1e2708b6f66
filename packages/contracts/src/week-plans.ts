import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { DayBlockSchema } from './day-schedule.js';
import { freeText } from './free-text.js';
import { ProjectSchema } from './projects.js';
import { ActivityBlockInputSchema, ActivityBlockSchema } from './units.js';

/**
 * Weekly planning (issue 16, decision 049): a class's week as a grid of its school days × its day
 * cycle's blocks, filled with activities dragged from the week's projects' units (copied into
 * the plan, so editing the unit later changes no plan), copied from last week, or written in
 * place. Each planned activity is later marked done, moved (to another day: a planned copy
 * appears there) or skipped, with a short evaluation — what planning insights count as taught.
 * Printable as a one-page PDF for the classroom wall.
 */

export const planItemStatuses = ['planned', 'done', 'moved', 'skipped'] as const;
export const PlanItemStatusSchema = z.enum(planItemStatuses);
export type PlanItemStatus = z.infer<typeof PlanItemStatusSchema>;

export const MAX_WEEK_PLAN_ITEMS = 150;
export const PLAN_EVALUATION_MAX = 1000;

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The first day of the week a date falls in, for a class meeting on `classDays` (weekday names):
 * Sunday when the class meets on Sunday but not Saturday (a Sunday–Thursday school), else Monday.
 */
export function weekStartOf(isoDate: string, classDays: readonly string[]): string {
  const startsSunday = classDays.includes('Sunday') && !classDays.includes('Saturday');
  const date = new Date(`${isoDate}T00:00:00Z`);
  const back = (date.getUTCDay() - (startsSunday ? 0 : 1) + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/** The class's school days of the week starting `weekStart`, as dates. */
export function weekSchoolDays(weekStart: string, classDays: readonly string[]): string[] {
  const days: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const date = new Date(`${weekStart}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    if (classDays.includes(weekdayNames[date.getUTCDay()]!)) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

export const WeekPlanParamsSchema = z.object({
  classId: ObjectIdSchema.describe('Class id'),
  weekStart: IsoDateSchema.describe("The week's first day (weekStartOf); inside the class's academic year"),
});
export const WeekPlanItemParamsSchema = z.object({ id: ObjectIdSchema.describe('Planned activity id') });

/** POST week_plan_items/{classId}/{weekStart}: place an activity. */
export const PlanItemInputSchema = z.object({
  date: IsoDateSchema.describe('A school day of that week'),
  block_id: ObjectIdSchema.describe("A block of the class's day cycle"),
  position: z.number().int().min(0).max(MAX_WEEK_PLAN_ITEMS).default(0).describe('Order within the cell'),
  activity: ActivityBlockInputSchema.describe('What is planned (copied from a unit, or written here)'),
  source: z
    .object({ unit_id: ObjectIdSchema, activity_id: ObjectIdSchema })
    .nullable()
    .default(null)
    .describe('The unit activity it was copied from'),
});
export type PlanItemInput = z.input<typeof PlanItemInputSchema>;

/** PATCH week_plan_item/{id}: move it (drag) or edit what is planned. */
export const PlanItemEditSchema = z
  .object({
    date: IsoDateSchema.optional(),
    block_id: ObjectIdSchema.optional(),
    position: z.number().int().min(0).max(MAX_WEEK_PLAN_ITEMS).optional(),
    activity: ActivityBlockInputSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'must change at least one field',
  });

/** POST week_plan_item/{id}/status: how it went. */
export const PlanItemStatusInputSchema = z
  .object({
    status: PlanItemStatusSchema,
    evaluation: freeText({ max: PLAN_EVALUATION_MAX }).default('').describe('A short note on how it went'),
    moved_to: IsoDateSchema.optional().describe(
      'status moved: the school day it moves to (a planned copy appears there)',
    ),
    moved_block_id: ObjectIdSchema.optional().describe(
      'status moved: the block there (default: the same block)',
    ),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'moved' && !input.moved_to)
      ctx.addIssue({ code: 'custom', path: ['moved_to'], message: 'is required when it moves' });
  });

export const PlanItemSchema = z.object({
  _id: ObjectIdSchema,
  date: IsoDateSchema,
  block_id: ObjectIdSchema,
  position: z.number().int(),
  activity: ActivityBlockSchema,
  source: z
    .object({ unit_id: ObjectIdSchema, activity_id: ObjectIdSchema, unit_title: z.string().nullable() })
    .nullable(),
  status: PlanItemStatusSchema,
  evaluation: z.string(),
  moved_to: IsoDateSchema.nullable(),
  marked_by: z.object({ _id: ObjectIdSchema, name: z.string() }).nullable(),
  marked_at: z.string().nullable(),
});
export type PlanItem = z.infer<typeof PlanItemSchema>;

/** One unit of a project running that week, with its activities (the weekly plan's palette). */
export const WeekPaletteEntrySchema = z.object({
  project_id: ObjectIdSchema,
  project_title: z.string(),
  unit_id: ObjectIdSchema,
  unit_title: z.string(),
  activities: z.array(ActivityBlockSchema),
});
export type WeekPaletteEntry = z.infer<typeof WeekPaletteEntrySchema>;

/** GET week_plan/{classId}/{weekStart}: the week (an empty one when nothing is planned yet). */
export const WeekPlanSchema = z.object({
  class_id: ObjectIdSchema,
  week_start: IsoDateSchema,
  days: z.array(IsoDateSchema).describe("The class's school days that week"),
  blocks: z.array(DayBlockSchema).describe("The class's day cycle: the grid's rows (plannable kinds)"),
  items: z.array(PlanItemSchema),
  notes: z.string(),
  theme: z.string().nullable().describe("The long-term plan's theme for the month the week starts in"),
  projects: z
    .array(ProjectSchema)
    .describe('Projects running that week: their units give the activities to drag'),
  palette: z
    .array(WeekPaletteEntrySchema)
    .optional()
    .describe("The activities of the week's projects' units, to drag into the grid"),
  updated_at: z.string().nullable(),
});
export type WeekPlan = z.infer<typeof WeekPlanSchema>;

/** PUT week_plan/{classId}/{weekStart}: the week's notes. */
export const WeekPlanNotesInputSchema = z.object({ notes: freeText({ max: 4000 }) });

/** POST week_plan/{classId}/{weekStart}/copy_previous: last week's activities, day for day, as planned. */
export const CopyPreviousWeekResponseSchema = z.object({ copied: z.number().int() });

export const WeekPlanResponseSchema = z.object({ result: WeekPlanSchema });
export const CopyPreviousWeekResultSchema = z.object({ result: CopyPreviousWeekResponseSchema });
