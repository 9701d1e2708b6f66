import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { CompetencyCodesSchema } from './curriculum.js';
import { freeText } from './free-text.js';
import { ProjectSchema } from './projects.js';

/**
 * Long- and mid-term planning (issue 16, decision 049; school module `term_planning`, hidden for
 * reduced-menu groups). The long-term plan is the class's year of themes by month; the mid-term
 * plan is the term's units by week — the class's projects laid over weeks — which cascade into
 * weekly plans (the week shows its month's theme and offers its projects' activities). Re-planning
 * after an unplanned holiday shifts every project and weekly plan from that week on by whole weeks.
 */

export const MonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
  .describe('Month, YYYY-MM');

export const YearThemeInputSchema = z.object({
  month: MonthSchema.describe('A month of the class’s academic year'),
  theme: freeText({ max: 100, trim: true }).describe('The month’s theme (empty clears it)'),
  competencies: CompetencyCodesSchema.default([]).describe('Competencies the month focuses on'),
  notes: freeText({ max: 2000 }).default(''),
});

/** PUT year_plan/{classId}: the months given replace theirs; months left out stay as they are. */
export const YearPlanInputSchema = z.object({
  months: z.array(YearThemeInputSchema).min(1).max(24),
});
export type YearPlanInput = z.input<typeof YearPlanInputSchema>;

export const YearThemeSchema = z.object({
  month: MonthSchema,
  theme: z.string(),
  competencies: z.array(z.string()),
  notes: z.string(),
  projects: z.number().int().describe('Projects of the class starting that month'),
});

/** GET year_plan/{classId}: every month of the class's academic year, themed or not. */
export const YearPlanSchema = z.object({
  class_id: ObjectIdSchema,
  academic_year: z.string(),
  months: z.array(YearThemeSchema),
});
export type YearPlan = z.infer<typeof YearPlanSchema>;

/** GET term_plan/{classId}?from=&weeks=: weeks from a week start (default: this week, 13 weeks). */
export const TermPlanQuerySchema = z.object({
  from: IsoDateSchema.optional().describe('A day in the first week shown'),
  weeks: z.coerce.number().int().min(1).max(26).default(13),
});
export const TermWeekSchema = z.object({
  week_start: IsoDateSchema,
  theme: z.string().nullable(),
  projects: z.array(ObjectIdSchema).describe('Projects running that week (ids into `projects`)'),
  planned: z.number().int().describe('Activities planned in its weekly plan'),
  done: z.number().int(),
});
export const TermPlanSchema = z.object({
  class_id: ObjectIdSchema,
  weeks: z.array(TermWeekSchema),
  projects: z.array(ProjectSchema),
});
export type TermPlan = z.infer<typeof TermPlanSchema>;

/** POST term_plan/{classId}/shift: move everything from a week on by whole weeks. */
export const TermShiftInputSchema = z.object({
  from_week: IsoDateSchema.describe('The first week that moves (its week start)'),
  weeks: z.number().int().min(1).max(4).default(1).describe('By how many weeks'),
});
export const TermShiftResultSchema = z.object({
  projects_moved: z.number().int(),
  weeks_moved: z.number().int().describe('Weekly plans moved'),
  projects_extended: z
    .number()
    .int()
    .default(0)
    .describe('Projects running across from_week, whose end moved (their start stays)'),
  items_moved: z.number().int().default(0).describe('Planned activities of the moved weekly plans'),
});
export type TermShiftResult = z.infer<typeof TermShiftResultSchema>;
export type TermShiftInput = z.input<typeof TermShiftInputSchema>;

export const YearPlanResponseSchema = z.object({ result: YearPlanSchema });
export const TermPlanResponseSchema = z.object({ result: TermPlanSchema });
export const TermShiftResponseSchema = z.object({ result: TermShiftResultSchema });
