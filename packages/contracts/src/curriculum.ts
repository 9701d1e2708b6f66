import { z } from 'zod';
import { ObjectIdSchema } from './common.js';
import { freeText, freeTextLimits } from './free-text.js';
import { eyfs2024 } from './frameworks/eyfs-2024.js';
import {
  ageBands,
  type AgeBand,
  type CurriculumFrameworkData,
  type FrameworkCompetency,
  type FrameworkDomain,
  type FrameworkGoal,
} from './frameworks/framework-types.js';
import { ncfFoundationalStage2022 } from './frameworks/ncf-fs-2022.js';

export * from './frameworks/framework-types.js';

/**
 * Curriculum frameworks as data (issue 16, decision 049). Two ship with the product, each a tree
 * domain → curricular goal → competency (→ learning outcome by age band): the NCF for the
 * Foundational Stage 2022 and the EYFS 2024. A class uses one (`class_curriculum` holds its key;
 * none: the class's records carry no competencies). A school may add its own learning outcomes
 * under a framework's competencies. Observations, units, weekly plans and planning insights tag
 * by competency code, validated with `frameworkCompetency` on both sides of the wire.
 */

export const curriculumFrameworkKeys = ['ncf_fs_2022', 'eyfs_2024'] as const;
export type CurriculumFrameworkKey = (typeof curriculumFrameworkKeys)[number];
export const CurriculumFrameworkKeySchema = z
  .enum(curriculumFrameworkKeys)
  .describe("A curriculum framework: 'ncf_fs_2022' (NCF Foundational Stage 2022) or 'eyfs_2024' (EYFS 2024)");

export const curriculumFrameworks: Readonly<Record<CurriculumFrameworkKey, CurriculumFrameworkData>> = {
  ncf_fs_2022: ncfFoundationalStage2022,
  eyfs_2024: eyfs2024,
};

export const AgeBandSchema = z.enum(ageBands).describe("Age band in years: '2-3', '3-4', '4-5' or '5-6'");

/** The framework a class's `class_curriculum` names, or null (free text from before issue 16). */
export function classFramework(classCurriculum: string | null | undefined): CurriculumFrameworkKey | null {
  return (curriculumFrameworkKeys as readonly string[]).includes(classCurriculum ?? '')
    ? (classCurriculum as CurriculumFrameworkKey)
    : null;
}

/**
 * The age band a class's free-text `age_range` ('3-4 years', '2.5 - 3 yrs', '4 to 5') falls in:
 * its first number, rounded down, as the band's start; null when it names none in 2–5.
 */
export function ageBandOfRange(ageRange: string): AgeBand | null {
  const first = /(\d+(?:\.\d+)?)/.exec(ageRange);
  if (!first) return null;
  const start = Math.floor(Number(first[1]));
  const band = `${start}-${start + 1}`;
  return (ageBands as readonly string[]).includes(band) ? (band as AgeBand) : null;
}

export interface CompetencyInFramework {
  domain: FrameworkDomain;
  goal: FrameworkGoal;
  competency: FrameworkCompetency;
}

const competencyIndex = new Map<CurriculumFrameworkKey, Map<string, CompetencyInFramework>>();

/** The competency a code names in a framework, with its goal and domain; undefined when none. */
export function frameworkCompetency(
  framework: CurriculumFrameworkKey,
  code: string,
): CompetencyInFramework | undefined {
  let index = competencyIndex.get(framework);
  if (!index) {
    index = new Map();
    for (const domain of curriculumFrameworks[framework].domains) {
      for (const goal of domain.goals) {
        for (const competency of goal.competencies) index.set(competency.code, { domain, goal, competency });
      }
    }
    competencyIndex.set(framework, index);
  }
  return index.get(code);
}

/** Every competency of a framework, in the framework's order. */
export function frameworkCompetencies(framework: CurriculumFrameworkKey): CompetencyInFramework[] {
  frameworkCompetency(framework, '');
  return [...competencyIndex.get(framework)!.values()];
}

/** Codes a list names that are not competencies of the framework (for a 400 naming the field). */
export function unknownCompetencies(
  framework: CurriculumFrameworkKey | null,
  codes: readonly string[],
): string[] {
  if (codes.length === 0) return [];
  if (!framework) return [...codes];
  return codes.filter((code) => !frameworkCompetency(framework, code));
}

/** The message of that 400. */
export function unknownCompetenciesMessage(codes: readonly string[]): string {
  return `${codes.join(', ')} ${codes.length === 1 ? 'is not a competency' : 'are not competencies'} of the class's curriculum framework`;
}

/** Competencies suggested for a note at most. */
export const MAX_SUGGESTED_COMPETENCIES = 3;

const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The offline engine's competency suggestion for a note (observations, Cue cards): each
 * competency scores the number of its keywords the note contains as whole words (a phrase counts
 * once); the best `max`, ties in the framework's order. Suggestions only — the teacher confirms.
 */
export function suggestCompetencies(
  framework: CurriculumFrameworkKey,
  text: string,
  max: number = MAX_SUGGESTED_COMPETENCIES,
): string[] {
  const note = wordsOf(text);
  if (note.trim() === '') return [];
  const scored = frameworkCompetencies(framework)
    .map(({ competency }, order) => ({
      code: competency.code,
      order,
      score: competency.keywords.filter((keyword) => note.includes(wordsOf(keyword))).length,
    }))
    .filter((entry) => entry.score > 0);
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, max).map((entry) => entry.code);
}

/** A competency code as clients send it (checked against the class's framework in the service). */
export const CompetencyCodeSchema = z.string().min(1).max(40).describe('Competency code, e.g. C-7.1');
export const MAX_COMPETENCIES_PER_RECORD = 12;
export const CompetencyCodesSchema = z
  .array(CompetencyCodeSchema)
  .max(MAX_COMPETENCIES_PER_RECORD)
  .describe("Competency codes of the class's curriculum framework");

// --- API: frameworks, a class's framework, a school's own outcomes ------------------------------

export const SCHOOL_OUTCOMES_PER_COMPETENCY = 30;

/** A school's own learning outcome under a framework competency. */
export const SchoolOutcomeSchema = z.object({
  _id: ObjectIdSchema,
  framework: CurriculumFrameworkKeySchema,
  competency_code: z.string(),
  /** 'SCHOOL-<n>': unique within the school and framework, never a framework code. */
  code: z.string(),
  age_band: AgeBandSchema,
  text: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export type SchoolOutcome = z.infer<typeof SchoolOutcomeSchema>;

/** POST curriculum_outcomes/: add one. */
export const SchoolOutcomeInputSchema = z.object({
  framework: CurriculumFrameworkKeySchema,
  competency_code: CompetencyCodeSchema.describe('The competency it belongs under, in that framework'),
  age_band: AgeBandSchema,
  text: freeText({ max: 500, required: true, trim: true }).describe('The outcome, as the school words it'),
});
export type SchoolOutcomeInput = z.input<typeof SchoolOutcomeInputSchema>;

/** PATCH curriculum_outcomes/{id}. */
export const SchoolOutcomeEditSchema = SchoolOutcomeInputSchema.pick({
  age_band: true,
  text: true,
}).partial();

/** GET curriculum_frameworks/: the frameworks (without their trees) and which classes use each. */
export const CurriculumFrameworkSummarySchema = z.object({
  key: CurriculumFrameworkKeySchema,
  name: z.string(),
  short_name: z.string(),
  source: z.string(),
  age_bands: z.array(AgeBandSchema),
  domains: z.number().int(),
  goals: z.number().int(),
  competencies: z.number().int(),
});
export const ClassFrameworkSchema = z.object({
  class_id: ObjectIdSchema,
  class_name: z.string(),
  age_range: z.string(),
  framework: CurriculumFrameworkKeySchema.nullable(),
});
export const CurriculumOverviewSchema = z.object({
  frameworks: z.array(CurriculumFrameworkSummarySchema),
  classes: z.array(ClassFrameworkSchema).describe('The school classes the actor sees, with their framework'),
});
export type CurriculumOverview = z.infer<typeof CurriculumOverviewSchema>;

/**
 * GET curriculum_frameworks/{key}: the whole tree, and the school's own outcomes merged into each
 * competency's `outcomes` (marked `school: true`). The web keeps it for the pickers; shipped data
 * is also importable from contracts, but only this answer has the school's outcomes.
 */
const OutcomeOutSchema = z.object({
  code: z.string(),
  age_band: AgeBandSchema,
  text: z.string(),
  school: z.boolean(),
  _id: ObjectIdSchema.nullable().describe("The school outcome's id (null for the framework's own)"),
});
export const CurriculumFrameworkTreeSchema = z.object({
  key: CurriculumFrameworkKeySchema,
  name: z.string(),
  short_name: z.string(),
  source: z.string(),
  age_bands: z.array(AgeBandSchema),
  domains: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      goals: z.array(
        z.object({
          code: z.string(),
          title: z.string(),
          competencies: z.array(
            z.object({ code: z.string(), title: z.string(), outcomes: z.array(OutcomeOutSchema) }),
          ),
        }),
      ),
    }),
  ),
});
export type CurriculumFrameworkTree = z.infer<typeof CurriculumFrameworkTreeSchema>;
export const CurriculumFrameworkParamsSchema = z.object({ key: CurriculumFrameworkKeySchema });

/** PUT class_curriculum/{classId}: the class's framework (null: none). */
export const ClassFrameworkInputSchema = z.object({
  framework: CurriculumFrameworkKeySchema.nullable().describe(
    'The framework the class plans and observes against',
  ),
});

/** POST curriculum_suggest/{classId}: competencies the note's words suggest (the offline rule). */
export const CompetencySuggestInputSchema = z.object({
  text: freeText({ max: freeTextLimits.longText, required: true }).describe('The note to suggest for'),
});
export const CompetencySuggestionSchema = z.object({
  framework: CurriculumFrameworkKeySchema.nullable(),
  competencies: z.array(
    z.object({ code: z.string(), title: z.string(), goal: z.string(), domain: z.string() }),
  ),
});
export type CompetencySuggestion = z.infer<typeof CompetencySuggestionSchema>;
export type ClassFramework = z.infer<typeof ClassFrameworkSchema>;
export type SchoolOutcomeEdit = z.input<typeof SchoolOutcomeEditSchema>;

// Answers, wrapped as every other module's are.
export const CurriculumOverviewResponseSchema = z.object({ result: CurriculumOverviewSchema });
export const CurriculumFrameworkTreeResponseSchema = z.object({ result: CurriculumFrameworkTreeSchema });
export const ClassFrameworkResponseSchema = z.object({ result: ClassFrameworkSchema });
export const SchoolOutcomeResponseSchema = z.object({ result: SchoolOutcomeSchema });
export const DeleteSchoolOutcomeResponseSchema = z.object({ output: z.object({ id: ObjectIdSchema }) });
export const CompetencySuggestionResponseSchema = z.object({ result: CompetencySuggestionSchema });
