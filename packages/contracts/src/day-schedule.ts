import { z } from 'zod';
import { ClockTimeSchema } from './chat.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { AgeBandSchema } from './curriculum.js';
import { freeText } from './free-text.js';

/**
 * The day cycle (issue 16, decision 049): a school's standard day as blocks of time — circle time,
 * snack, free play, outdoor, story, lunch, nap… — with start times and lengths. A school keeps one
 * default day, and may keep one per age band and one per class; a class uses the most specific
 * (class, then its age band, then the school's). Admins with `academic_setup.day_schedule` edit
 * the school's and age bands' days (`/admin/academic-setup/day-schedule`); a class's own staff
 * edit their class's (`/planning/day-cycle`). The weekly plan's rows are the class's blocks.
 * The balance check adds the minutes of each kind and sets them against the school's targets.
 */

export const dayBlockKinds = [
  'arrival',
  'circle_time',
  'free_play',
  'outdoor',
  'snack',
  'meal',
  'story',
  'focused_activity',
  'music_movement',
  'rest',
  'tidy_up',
  'departure',
  'other',
] as const;
export const DayBlockKindSchema = z.enum(dayBlockKinds);
export type DayBlockKind = z.infer<typeof DayBlockKindSchema>;

/** Kinds a weekly plan places activities in (the others are routines). */
export const plannableBlockKinds: readonly DayBlockKind[] = [
  'circle_time',
  'free_play',
  'outdoor',
  'story',
  'focused_activity',
  'music_movement',
  'other',
];

export const MAX_DAY_BLOCKS = 30;
export const DAY_BLOCK_MAX_MINUTES = 240;

export const DayBlockInputSchema = z.object({
  id: ObjectIdSchema.optional().describe(
    "The block's id (kept across edits so weekly plans stay in their row)",
  ),
  kind: DayBlockKindSchema,
  label: freeText({ max: 60, required: true, trim: true }).describe(
    "What the class calls it, e.g. 'Morning circle'",
  ),
  start: ClockTimeSchema.describe('Starts at, school-local HH:mm'),
  minutes: z
    .number()
    .int('must be whole minutes')
    .min(5, 'must be at least 5 minutes')
    .max(DAY_BLOCK_MAX_MINUTES, `must be at most ${DAY_BLOCK_MAX_MINUTES} minutes`),
});
export type DayBlockInput = z.input<typeof DayBlockInputSchema>;
export const DayBlockSchema = DayBlockInputSchema.extend({ id: ObjectIdSchema });
export type DayBlock = z.infer<typeof DayBlockSchema>;

export const dayScheduleScopes = ['school', 'age_band', 'class'] as const;
export const DayScheduleScopeSchema = z.enum(dayScheduleScopes);
export type DayScheduleScope = z.infer<typeof DayScheduleScopeSchema>;

/**
 * PUT day_schedules/: one schedule, by scope (the school's, an age band's or a class's). Blocks
 * must be in time order without overlapping ("blocks.2.start: starts before the block before it
 * ends"); the server checks and names the block.
 */
export const DayScheduleInputSchema = z
  .object({
    scope: DayScheduleScopeSchema,
    age_band: AgeBandSchema.optional().describe('scope age_band: which'),
    class_id: ObjectIdSchema.optional().describe('scope class: which'),
    blocks: z.array(DayBlockInputSchema).min(1, 'must hold at least one block').max(MAX_DAY_BLOCKS),
  })
  .superRefine((input, ctx) => {
    if (input.scope === 'age_band' && !input.age_band)
      ctx.addIssue({ code: 'custom', path: ['age_band'], message: 'is required for an age band’s day' });
    if (input.scope === 'class' && !input.class_id)
      ctx.addIssue({ code: 'custom', path: ['class_id'], message: 'is required for a class’s day' });
    const problem = dayBlocksProblem(input.blocks);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['blocks', problem.index, 'start'], message: problem.message });
  });
export type DayScheduleInput = z.input<typeof DayScheduleInputSchema>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The first block that starts before the one before it ends, or runs past midnight; null when fine. */
export function dayBlocksProblem(
  blocks: readonly { start: string; minutes: number }[],
): { index: number; message: string } | null {
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(block.start)) continue;
    if (minutesOf(block.start) + block.minutes > 24 * 60)
      return { index: i, message: 'must end by midnight' };
    const before = blocks[i - 1];
    if (before && minutesOf(before.start) + before.minutes > minutesOf(block.start))
      return { index: i, message: 'starts before the block before it ends' };
  }
  return null;
}

export const DayScheduleSchema = z.object({
  _id: ObjectIdSchema,
  scope: DayScheduleScopeSchema,
  age_band: AgeBandSchema.nullable(),
  class_id: ObjectIdSchema.nullable(),
  blocks: z.array(DayBlockSchema),
  updated_at: z.string(),
  updated_by: z.object({ _id: ObjectIdSchema, name: z.string() }).nullable(),
});
export type DaySchedule = z.infer<typeof DayScheduleSchema>;

/** Minutes a day should give a kind of time at least (the school's balance targets). */
export const BalanceTargetsSchema = z
  .partialRecord(
    DayBlockKindSchema,
    z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  )
  .describe('Minutes a day per kind, e.g. { outdoor: 60, free_play: 60 }');
export type BalanceTargets = z.infer<typeof BalanceTargetsSchema>;
/** Used until a school sets its own (a common early-years guide: an hour outdoors, an hour of free play). */
export const DEFAULT_BALANCE_TARGETS: BalanceTargets = { outdoor: 60, free_play: 60, story: 15 };

/**
 * The day a school has before it sets its own (a typical half-day nursery morning): what the
 * schedule editor starts from and what a class's weekly plan uses until then. Its block ids are
 * fixed, so activities planned against it stay in their rows once the school saves the same day.
 */
export const DEFAULT_DAY_BLOCKS: readonly DayBlock[] = [
  {
    id: '000000000000000000000d01',
    kind: 'arrival',
    label: 'Arrival and free choice',
    start: '09:00',
    minutes: 20,
  },
  {
    id: '000000000000000000000d02',
    kind: 'circle_time',
    label: 'Morning circle',
    start: '09:20',
    minutes: 20,
  },
  {
    id: '000000000000000000000d03',
    kind: 'focused_activity',
    label: 'Focused activity',
    start: '09:40',
    minutes: 30,
  },
  { id: '000000000000000000000d04', kind: 'snack', label: 'Snack', start: '10:10', minutes: 20 },
  { id: '000000000000000000000d05', kind: 'outdoor', label: 'Outdoor play', start: '10:30', minutes: 45 },
  { id: '000000000000000000000d06', kind: 'free_play', label: 'Free play', start: '11:15', minutes: 40 },
  { id: '000000000000000000000d07', kind: 'story', label: 'Story time', start: '11:55', minutes: 20 },
  { id: '000000000000000000000d08', kind: 'departure', label: 'Goodbye circle', start: '12:15', minutes: 15 },
];

/** GET day_schedules/: every schedule of the school, and its targets. */
export const DaySchedulesSchema = z.object({
  schedules: z.array(DayScheduleSchema),
  targets: BalanceTargetsSchema,
});
export type DaySchedules = z.infer<typeof DaySchedulesSchema>;
/** PUT day_schedule_targets/. */
export const BalanceTargetsInputSchema = z.object({ targets: BalanceTargetsSchema });

export interface BalanceLine {
  kind: DayBlockKind;
  minutes: number;
  target: number | null;
  /** Below its target. */
  short: boolean;
}

/** Minutes per kind in a day against the targets (a kind with a target shows even at 0). */
export function dayBalance(
  blocks: readonly { kind: DayBlockKind; minutes: number }[],
  targets: BalanceTargets,
): BalanceLine[] {
  const minutes = new Map<DayBlockKind, number>();
  for (const block of blocks) minutes.set(block.kind, (minutes.get(block.kind) ?? 0) + block.minutes);
  return dayBlockKinds
    .filter((kind) => minutes.has(kind) || targets[kind] !== undefined)
    .map((kind) => {
      const total = minutes.get(kind) ?? 0;
      const target = targets[kind] ?? null;
      return { kind, minutes: total, target, short: target !== null && total < target };
    });
}

/** GET class_day_cycle/{classId}: the day the class uses, where it comes from, and its balance. */
export const ClassDayCycleSchema = z.object({
  class_id: ObjectIdSchema,
  source: DayScheduleScopeSchema.nullable().describe(
    'Which schedule applies (null: the school has none yet)',
  ),
  schedule: DayScheduleSchema.nullable(),
  targets: BalanceTargetsSchema,
  can_edit: z.boolean().describe("The class's staff may keep their own day"),
});
export type ClassDayCycle = z.infer<typeof ClassDayCycleSchema>;

/** Response envelopes of the day schedule endpoints. */
export const DaySchedulesResponseSchema = resultOf(DaySchedulesSchema);
export const DayScheduleResponseSchema = resultOf(DayScheduleSchema);
export const BalanceTargetsResponseSchema = resultOf(z.object({ targets: BalanceTargetsSchema }));
export const ClassDayCycleResponseSchema = resultOf(ClassDayCycleSchema);
export const DeleteDayScheduleResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
