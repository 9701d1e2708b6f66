import { z } from 'zod';
import { AssessmentCycleSchema } from './assessment.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { CompetencyCodeSchema, CurriculumFrameworkKeySchema } from './curriculum.js';
import { HpcChildSchema, HpcCompetencyRefSchema, HpcSchemeSchema, HpcStatusSchema } from './hpc.js';

/**
 * The gradebook (issue 17, decision 050; module switch `grade_book`): a class's children × the
 * competencies of its framework, each cell the latest level per dimension — from the latest cycle
 * (by start date) that judged that competency and dimension — and the evidence count. A cell is
 * edited in the class's **current** cycle: the write is a judgement on the child's progress card
 * (the same rules: a level of the scheme, a dimension that applies, an in-progress card).
 */

export const gradebookExportFormats = ['csv', 'xlsx'] as const;

export const GradebookParamsSchema = z.object({ classId: ObjectIdSchema.describe('Class id') });

export const GradebookQuerySchema = z.object({
  domain: z.string().min(1).max(40).optional().describe("Only this framework domain's competencies"),
});

export const GradebookExportQuerySchema = GradebookQuerySchema.extend({
  format: z.enum(gradebookExportFormats).default('csv'),
});
export type GradebookExportQuery = z.infer<typeof GradebookExportQuerySchema>;

/**
 * PUT gradebook/{classId}/cell: one judgement in the current cycle (level null removes it). No
 * current cycle is a 400 naming `cycle`; a card signed off or published is a 409 (reopen it).
 * The evidence linked to an existing judgement stays.
 */
export const GradebookCellInputSchema = z.object({
  student_id: ObjectIdSchema,
  competency: CompetencyCodeSchema,
  dimension: z.string().min(1).max(64),
  level: z.string().min(1).max(64).nullable(),
});
export type GradebookCellInput = z.input<typeof GradebookCellInputSchema>;

export const GradebookLevelSchema = z.object({
  dimension: z.string(),
  level: z.string(),
  cycle_id: ObjectIdSchema.describe('The cycle that judged it (its scheme names the level)'),
});
export type GradebookLevel = z.infer<typeof GradebookLevelSchema>;

export const GradebookCellSchema = z.object({
  competency: z.string(),
  levels: z.array(GradebookLevelSchema).describe('The latest level of each judged dimension'),
  evidence_count: z
    .number()
    .int()
    .describe(
      "The child's observations in the class tagged with it (any date), plus stories and photos linked to it",
    ),
});
export type GradebookCell = z.infer<typeof GradebookCellSchema>;

export const GradebookSchema = z.object({
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  framework: CurriculumFrameworkKeySchema,
  cycles: z.array(AssessmentCycleSchema).describe('The class’s cycles by start date'),
  current_cycle_id: ObjectIdSchema.nullable().describe('Cells are edited in it; null: read only'),
  schemes: z.array(HpcSchemeSchema).describe("The cycles' schemes"),
  domains: z.array(z.object({ code: z.string(), title: z.string() })),
  competencies: z
    .array(HpcCompetencyRefSchema)
    .describe("The columns; `dimensions` are those of the current cycle's scheme (else the latest cycle's)"),
  students: z.array(
    z.object({
      student: HpcChildSchema,
      current_status: HpcStatusSchema.nullable().describe('Their card in the current cycle'),
      cells: z.array(GradebookCellSchema).describe('One per column, in the order of `competencies`'),
    }),
  ),
});
export type Gradebook = z.infer<typeof GradebookSchema>;

export const GradebookCellResultSchema = z.object({
  student_id: ObjectIdSchema,
  cycle_id: ObjectIdSchema,
  card_id: ObjectIdSchema,
  card_version: z.number().int(),
  cell: GradebookCellSchema,
});
export type GradebookCellResult = z.infer<typeof GradebookCellResultSchema>;

export const GradebookResponseSchema = resultOf(GradebookSchema);
export const GradebookCellResponseSchema = resultOf(GradebookCellResultSchema);
