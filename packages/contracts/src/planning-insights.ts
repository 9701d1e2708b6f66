import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema } from './common.js';
import { CurriculumFrameworkKeySchema } from './curriculum.js';

/**
 * Planning insights (issue 16, decision 049): per class over a period (default: the last 12
 * weeks to today), each competency of its framework planned (in weekly plans), taught (marked
 * done) and observed (observations tagged with it), with the gaps: planned but never taught,
 * taught but never observed, and never planned at all.
 */

export const PlanningInsightsQuerySchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
});

export const competencyGaps = ['not_planned', 'not_taught', 'not_observed'] as const;
export const CompetencyGapSchema = z.enum(competencyGaps);

export const CompetencyInsightSchema = z.object({
  code: z.string(),
  title: z.string(),
  goal: z.string().describe('Its goal code'),
  domain: z.string().describe('Its domain code'),
  planned: z.number().int().describe('Planned activities naming it'),
  taught: z.number().int().describe('Of those, marked done'),
  observed: z.number().int().describe('Observations tagged with it in the period'),
  children_observed: z.number().int().describe('Different children those observations are about'),
  gap: CompetencyGapSchema.nullable(),
});
export type CompetencyInsight = z.infer<typeof CompetencyInsightSchema>;

export const PlanningInsightsSchema = z.object({
  class_id: ObjectIdSchema,
  framework: CurriculumFrameworkKeySchema.nullable().describe(
    'Null: the class has no framework; nothing to count',
  ),
  from: IsoDateSchema,
  to: IsoDateSchema,
  totals: z.object({
    planned: z.number().int(),
    done: z.number().int(),
    moved: z.number().int(),
    skipped: z.number().int(),
    observations: z.number().int().describe('Observations in the period'),
    tagged_observations: z.number().int().describe('Of those, tagged with a competency'),
  }),
  domains: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      planned: z.number().int(),
      taught: z.number().int(),
      observed: z.number().int(),
    }),
  ),
  competencies: z
    .array(CompetencyInsightSchema)
    .describe("Every competency of the framework, in the framework's order"),
});
export type PlanningInsights = z.infer<typeof PlanningInsightsSchema>;
export type PlanningInsightsQuery = z.infer<typeof PlanningInsightsQuerySchema>;
export type CompetencyGap = z.infer<typeof CompetencyGapSchema>;
export const PlanningInsightsResponseSchema = z.object({ result: PlanningInsightsSchema });
