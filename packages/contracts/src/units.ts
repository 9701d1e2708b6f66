import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import {
  AgeBandSchema,
  CompetencyCodeSchema,
  CompetencyCodesSchema,
  CurriculumFrameworkKeySchema,
} from './curriculum.js';
import { freeText, freeTextLimits } from './free-text.js';

/**
 * The unit library (issue 16, decision 049). A unit is a planned sequence of activities around a
 * theme for an age band, against a curriculum framework's competencies. `global` units ship with
 * the product (read-only, the same for every school); `organization` units belong to the
 * school's organization (every school of it sees them): written there, copied ("forked") from a
 * global unit, or saved from Cue. Forking copies; the original never changes.
 */

export const unitLibraries = ['global', 'organization'] as const;
export const UnitLibrarySchema = z.enum(unitLibraries);
export type UnitLibrary = z.infer<typeof UnitLibrarySchema>;

/** What kind of activity a block is (also the day cycle's kinds of time, see day-schedule.ts). */
export const activityTypes = [
  'circle_time',
  'story',
  'free_play',
  'outdoor',
  'art',
  'music_movement',
  'sensory',
  'construction',
  'pretend_play',
  'early_literacy',
  'early_maths',
  'science_nature',
  'cooking',
  'snack',
  'rest',
  'other',
] as const;
export const ActivityTypeSchema = z.enum(activityTypes);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

export const activityGroupings = ['whole_class', 'small_group', 'pairs', 'individual'] as const;
export const ActivityGroupingSchema = z.enum(activityGroupings);
export const activityLeads = ['adult_led', 'child_initiated'] as const;
export const ActivityLeadSchema = z.enum(activityLeads);
export const activitySettings = ['indoor', 'outdoor'] as const;
export const ActivitySettingSchema = z.enum(activitySettings);

export const ACTIVITY_MIN_MINUTES = 1;
export const ACTIVITY_MAX_MINUTES = 240;
export const MAX_UNIT_ACTIVITIES = 60;
export const MAX_UNIT_OUTCOMES = 30;
export const MAX_UNIT_ASSESSMENTS = 30;
export const MAX_UNIT_RESOURCES = 30;
export const MAX_ACTIVITY_MATERIALS = 30;
export const UNIT_MIN_DAYS = 1;
/** A unit runs at most a term (school days). */
export const UNIT_MAX_DAYS = 100;
export const UNITS_PAGE_SIZE = 24;

const MaterialSchema = freeText({ max: 200, required: true, trim: true }).describe('One material');

/** One activity block of a unit (and of a weekly plan, which copies it). */
export const ActivityBlockInputSchema = z.object({
  id: ObjectIdSchema.optional().describe("The block's id (kept across edits; a new block gets one)"),
  type: ActivityTypeSchema,
  title: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe(
    'What the activity is called',
  ),
  minutes: z
    .number()
    .int('must be whole minutes')
    .min(ACTIVITY_MIN_MINUTES, `must be at least ${ACTIVITY_MIN_MINUTES} minute`)
    .max(ACTIVITY_MAX_MINUTES, `must be at most ${ACTIVITY_MAX_MINUTES} minutes`)
    .describe('How long it takes, in minutes'),
  description: freeText({ max: 4000 }).default('').describe('How it runs'),
  materials: z.array(MaterialSchema).max(MAX_ACTIVITY_MATERIALS).default([]),
  grouping: ActivityGroupingSchema.default('whole_class'),
  lead: ActivityLeadSchema.default('adult_led').describe('Adult-led or child-initiated'),
  setting: ActivitySettingSchema.default('indoor'),
  competencies: CompetencyCodesSchema.default([]).describe('Competencies this activity works towards'),
});
export type ActivityBlockInput = z.input<typeof ActivityBlockInputSchema>;
export const ActivityBlockSchema = ActivityBlockInputSchema.required({ id: true }).extend({
  id: ObjectIdSchema,
  description: z.string(),
  materials: z.array(z.string()),
  grouping: ActivityGroupingSchema,
  lead: ActivityLeadSchema,
  setting: ActivitySettingSchema,
  competencies: z.array(z.string()),
});
export type ActivityBlock = z.infer<typeof ActivityBlockSchema>;

/** What to observe during the unit, for which competency. */
export const AssessmentOpportunitySchema = z.object({
  what_to_observe: freeText({ max: 1000, required: true, trim: true }),
  competency_code: CompetencyCodeSchema,
});
export type AssessmentOpportunity = z.infer<typeof AssessmentOpportunitySchema>;

/** POST units/ (create in the organization library) and PUT unit/{id} (the whole unit again). */
export const UnitInputSchema = z.object({
  title: freeText({ max: freeTextLimits.title, required: true, trim: true }).describe('The unit’s name'),
  framework: CurriculumFrameworkKeySchema,
  age_band: AgeBandSchema,
  duration_days: z
    .number()
    .int('must be whole days')
    .min(UNIT_MIN_DAYS, `must be at least ${UNIT_MIN_DAYS} day`)
    .max(UNIT_MAX_DAYS, `must be at most ${UNIT_MAX_DAYS} school days`)
    .describe('How many school days it runs (a week is 5)'),
  theme: freeText({ max: 100, required: true, trim: true }).describe('e.g. Water, Families, Seasons'),
  summary: freeText({ max: 2000 })
    .default('')
    .describe('What the unit is about, for a colleague choosing it'),
  competencies: CompetencyCodesSchema.min(1, 'must name at least one competency').describe(
    'Target competencies, codes of the framework',
  ),
  learning_outcomes: z
    .array(freeText({ max: 500, required: true, trim: true }))
    .max(MAX_UNIT_OUTCOMES)
    .default([])
    .describe('What children will learn, one line each'),
  activities: z
    .array(ActivityBlockInputSchema)
    .min(1, 'must hold at least one activity')
    .max(MAX_UNIT_ACTIVITIES)
    .describe('Activity blocks, in the order they run'),
  differentiation: z
    .object({
      support: freeText({ max: 2000 }).default(''),
      extend: freeText({ max: 2000 }).default(''),
    })
    .default({ support: '', extend: '' })
    .describe('How to support children who need it, and extend those ready for more'),
  assessment: z.array(AssessmentOpportunitySchema).max(MAX_UNIT_ASSESSMENTS).default([]),
  home_link: freeText({ max: 2000 }).default('').describe('An idea families can try at home'),
  resource_ids: z
    .array(ObjectIdSchema)
    .max(MAX_UNIT_RESOURCES)
    .default([])
    .describe("Resources of the school's library (files, links, materials lists), in order"),
});
export type UnitInput = z.input<typeof UnitInputSchema>;
export type UnitFields = z.output<typeof UnitInputSchema>;

export const UnitResourceRefSchema = z.object({ _id: ObjectIdSchema, title: z.string(), kind: z.string() });

export const UnitSchema = z.object({
  _id: ObjectIdSchema,
  library: UnitLibrarySchema,
  title: z.string(),
  framework: CurriculumFrameworkKeySchema,
  age_band: AgeBandSchema,
  duration_days: z.number().int(),
  theme: z.string(),
  summary: z.string(),
  competencies: z.array(z.string()),
  learning_outcomes: z.array(z.string()),
  activities: z.array(ActivityBlockSchema),
  differentiation: z.object({ support: z.string(), extend: z.string() }),
  assessment: z.array(AssessmentOpportunitySchema),
  home_link: z.string(),
  resources: z
    .array(UnitResourceRefSchema)
    .describe('Resources still in the library (archived ones drop out)'),
  forked_from: z
    .object({ _id: ObjectIdSchema, title: z.string() })
    .nullable()
    .describe('The global unit this was copied from'),
  created_by: z
    .object({ _id: ObjectIdSchema, name: z.string() })
    .nullable()
    .describe('Null for global units'),
  updated_at: z.string().describe('ISO 8601'),
  version: z.number().int().describe('Send back on PUT; a stale one is a 409'),
  can_edit: z
    .boolean()
    .describe('Organization units: the author, or an admin of a school of the organization'),
});
export type Unit = z.infer<typeof UnitSchema>;

/** A row of the library list (no activities). */
export const UnitSummarySchema = UnitSchema.pick({
  _id: true,
  library: true,
  title: true,
  framework: true,
  age_band: true,
  duration_days: true,
  theme: true,
  summary: true,
  competencies: true,
  forked_from: true,
  created_by: true,
  updated_at: true,
}).extend({ activity_count: z.number().int(), total_minutes: z.number().int() });
export type UnitSummary = z.infer<typeof UnitSummarySchema>;

/** GET units/{library}: search and filters (query string); `PageNumber` header pages. */
export const UnitListQuerySchema = z.object({
  q: freeText({ max: 100 }).optional().describe('Words in the title, theme or summary'),
  age_band: AgeBandSchema.optional(),
  framework: CurriculumFrameworkKeySchema.optional(),
  domain: z.string().max(40).optional().describe("A domain code of the framework, e.g. 'NCF-COG'"),
  competency: CompetencyCodeSchema.optional(),
  theme: freeText({ max: 100 }).optional(),
});
export type UnitListQuery = z.infer<typeof UnitListQuerySchema>;
export const UnitListParamsSchema = z.object({ library: UnitLibrarySchema });
export const UnitListSchema = z.object({
  units: z.array(UnitSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  themes: z.array(z.string()).describe("Every theme in the library, for the filter's choices"),
});
export type UnitList = z.infer<typeof UnitListSchema>;

export const UnitParamsSchema = z.object({ id: ObjectIdSchema.describe('Unit id') });
export const UnitUpdateInputSchema = UnitInputSchema.extend({
  version: z.number().int().min(1).describe('The version last read'),
});
/** GET units/{library}. */
export const UnitListResponseSchema = z.object({ result: UnitListSchema });
/** GET unit/{id}; POST units/, PUT unit/{id} and POST unit/{id}/fork answer the unit as saved. */
export const UnitResponseSchema = z.object({ result: UnitSchema });
/** DELETE unit/{id}. */
export const DeleteUnitResponseSchema = z.object({ result: z.object({ id: ObjectIdSchema }) });
