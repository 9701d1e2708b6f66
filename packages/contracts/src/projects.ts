import { z } from 'zod';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { AgeBandSchema } from './curriculum.js';
import { freeText, freeTextLimits } from './free-text.js';
import { UnitLibrarySchema } from './units.js';

/**
 * Project planning (issue 16, decision 049): a class's projects — units in use over dates, or a
 * project of the teacher's own without a unit. One project per class may be its **default**: the
 * one other screens fall back to (the weekly plan's activities, Cue's lesson analysis). With none
 * chosen, the default is the project running today, else the next to start (`GET default_project`;
 * the web says 'Failed to fetch default project' when that call fails).
 * Dates fall within the class's academic year; staff who see the class plan it.
 */

export const MAX_PROJECTS_PER_CLASS = 200;

export const ProjectInputSchema = z.object({
  unit_id: ObjectIdSchema.nullable()
    .default(null)
    .describe('The unit it uses (global or organization library); null: a project of its own'),
  title: freeText({ max: freeTextLimits.title, required: true, trim: true }),
  start_date: IsoDateSchema.describe('First day, within the class’s academic year'),
  end_date: IsoDateSchema.describe('Last day, on or after start_date, within the academic year'),
  notes: freeText({ max: 2000 }).default(''),
  is_default: z.boolean().default(false).describe('Make it the class’s default project'),
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

export const projectPhases = ['upcoming', 'current', 'past'] as const;

export const ProjectSchema = z.object({
  _id: ObjectIdSchema,
  class_id: ObjectIdSchema,
  title: z.string(),
  unit: z
    .object({
      _id: ObjectIdSchema,
      title: z.string(),
      library: UnitLibrarySchema,
      theme: z.string(),
      age_band: AgeBandSchema,
      duration_days: z.number().int(),
      competencies: z.array(z.string()),
    })
    .nullable()
    .describe('Null for a project without a unit, or when its unit was deleted'),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  notes: z.string(),
  is_default: z.boolean().describe('Chosen as the class’s default'),
  phase: z.enum(projectPhases).describe("Against the school's today"),
  created_by: z.object({ _id: ObjectIdSchema, name: z.string() }),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** GET class_projects/{classId}: every project of the class, by start date. */
export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });
export const ProjectParamsSchema = z.object({ id: ObjectIdSchema.describe('Project id') });

/** GET default_project/{classId}. */
export const DefaultProjectSchema = z.object({
  result: ProjectSchema.nullable().describe('Null: the class has no project yet'),
  reason: z
    .enum(['chosen', 'current', 'next', 'none'])
    .describe('Why this one: chosen as default, running today, the next to start, or none'),
});
export type DefaultProject = z.infer<typeof DefaultProjectSchema>;

/** Response envelopes of the project endpoints. */
export const ProjectListResponseSchema = resultOf(ProjectListSchema);
export const ProjectResponseSchema = resultOf(ProjectSchema);
export const DefaultProjectResponseSchema = resultOf(DefaultProjectSchema);
export const DeleteProjectResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
