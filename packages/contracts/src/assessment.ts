import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';

/**
 * Assessment setup (issue 17, decision 050): the schemes a school judges progress with (two ship
 * as data in `assessment-schemes.ts`, a school may define its own) and the assessment **cycles**
 * (terms) of each class, each judged under one scheme. The progress card, the gradebook, feedback
 * and report cards all hang off a cycle.
 */

export const MAX_SCHEME_DIMENSIONS = 6;
export const MIN_SCHEME_LEVELS = 2;
export const MAX_SCHEME_LEVELS = 6;
export const MAX_SCHOOL_SCHEMES = 20;
export const MAX_CYCLES_PER_CLASS = 12;

/** A shipped scheme's key ('parakh_fs', 'cbse_fs') or a school scheme's id. */
export const SchemeKeySchema = z
  .string()
  .min(1)
  .max(64)
  .describe("A shipped scheme ('parakh_fs', 'cbse_fs') or a school scheme's id");

const SchemeDimensionSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  domains: z.array(z.string()).describe('Framework domains it judges; empty: every competency'),
});

const SchemeLevelSchema = z.object({ key: z.string(), label: z.string(), description: z.string() });

export const AssessmentSchemeSchema = z.object({
  key: SchemeKeySchema,
  kind: z.enum(['shipped', 'school']),
  name: z.string(),
  source: z.string(),
  dimensions: z.array(SchemeDimensionSchema),
  levels: z.array(SchemeLevelSchema).describe('In order, the first step first'),
  in_use: z.boolean().describe('A cycle uses it: a school scheme can then be renamed only'),
});
export type AssessmentScheme = z.infer<typeof AssessmentSchemeSchema>;

/** A school's own scheme: its dimensions and levels in order (keys are given by position). */
export const AssessmentSchemeInputSchema = z.object({
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }),
  dimensions: z
    .array(
      z.object({
        label: freeText({ max: 80, required: true, trim: true }),
        description: freeText({ max: 500, trim: true }).default(''),
        domains: z.array(z.string().min(1).max(40)).max(20).default([]),
      }),
    )
    .min(1)
    .max(MAX_SCHEME_DIMENSIONS),
  levels: z
    .array(
      z.object({
        label: freeText({ max: 60, required: true, trim: true }),
        description: freeText({ max: 500, trim: true }).default(''),
      }),
    )
    .min(MIN_SCHEME_LEVELS)
    .max(MAX_SCHEME_LEVELS),
});
export type AssessmentSchemeInput = z.input<typeof AssessmentSchemeInputSchema>;

export const AssessmentSchemeParamsSchema = z.object({ id: ObjectIdSchema.describe('School scheme id') });

export const cyclePhases = ['upcoming', 'current', 'past'] as const;

export const AssessmentCycleSchema = z.object({
  _id: ObjectIdSchema,
  class_id: ObjectIdSchema,
  name: z.string(),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  scheme: SchemeKeySchema,
  scheme_name: z.string(),
  phase: z.enum(cyclePhases).describe("Against the school's today"),
  updated_at: z.string(),
});
export type AssessmentCycle = z.infer<typeof AssessmentCycleSchema>;

const cycleFields = {
  name: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe("e.g. 'Term 1'"),
  start_date: IsoDateSchema.describe('First day, within the class’s academic year'),
  end_date: IsoDateSchema.describe('Last day, on or after start_date, within the academic year'),
};

/** POST assessment_cycles/: the same cycle for one or more classes (a term for the school). */
export const AssessmentCycleCreateSchema = z.object({
  class_ids: z.array(ObjectIdSchema).min(1).max(100).describe('Classes that get this cycle'),
  ...cycleFields,
  scheme: SchemeKeySchema,
});
export type AssessmentCycleCreate = z.input<typeof AssessmentCycleCreateSchema>;

/** PUT assessment_cycle/{id}: name and dates; the scheme is fixed once made. */
export const AssessmentCycleEditSchema = z.object(cycleFields);
export type AssessmentCycleEdit = z.input<typeof AssessmentCycleEditSchema>;

export const AssessmentCycleParamsSchema = z.object({ id: ObjectIdSchema.describe('Cycle id') });

export const AssessmentSchemeListResponseSchema = resultOf(
  z.object({ schemes: z.array(AssessmentSchemeSchema) }),
);
export const AssessmentSchemeResponseSchema = resultOf(AssessmentSchemeSchema);
export const AssessmentCycleListResponseSchema = resultOf(
  z.object({ cycles: z.array(AssessmentCycleSchema) }),
);
export const AssessmentCycleResponseSchema = resultOf(AssessmentCycleSchema);
export const AssessmentCyclesCreatedResponseSchema = resultOf(
  z.object({ cycles: z.array(AssessmentCycleSchema) }),
);
export const DeleteAssessmentResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
