import { z } from 'zod';
import { AssessmentCycleSchema, AssessmentSchemeSchema } from './assessment.js';
import { IsoDateSchema } from './calendar.js';
import { ObjectIdSchema, resultOf } from './common.js';
import { CompetencyCodeSchema, CurriculumFrameworkKeySchema } from './curriculum.js';
import { FeedbackInSchema, HpcCardFeedbackSchema } from './feedback.js';
import { freeText } from './free-text.js';
import { MediaFileSchema } from './media.js';

/**
 * The Holistic Progress Card (issue 17, decision 050): one card per child per assessment cycle,
 * made on the first write. It holds
 * - **judgements**: (competency, dimension) → a level of the cycle's scheme, each with its
 *   **evidence** (the child's observations, published stories and photos dated in the cycle);
 * - the child's **profile** ("all about me") and pictorial **self-assessment** (a face per
 *   shipped prompt, recorded by the teacher with the child);
 * - the teacher's **narrative** per framework domain (strengths, next steps);
 * - a **status**: in progress → signed off → published (reopen goes back to in progress and
 *   unpublishes). Only an in-progress card changes; families see published cards only.
 *
 * Every write carries the card's `version` as read (0 before the card exists): a stale one is a 409.
 */

export const hpcStatuses = ['in_progress', 'signed_off', 'published'] as const;
export const HpcStatusSchema = z.enum(hpcStatuses);
export type HpcStatus = z.infer<typeof HpcStatusSchema>;

export const hpcStatusActions = ['sign_off', 'publish', 'reopen'] as const;
export const HpcStatusActionSchema = z.enum(hpcStatusActions);
export type HpcStatusAction = z.infer<typeof HpcStatusActionSchema>;

export const hpcEvidenceKinds = ['observation', 'story', 'photo'] as const;
export const HpcEvidenceKindSchema = z.enum(hpcEvidenceKinds);
export type HpcEvidenceKind = z.infer<typeof HpcEvidenceKindSchema>;

/** The faces a child answers a self-assessment prompt with. */
export const selfAssessmentFaces = ['happy', 'okay', 'not_yet'] as const;
export const SelfAssessmentFaceSchema = z.enum(selfAssessmentFaces);
export type SelfAssessmentFace = z.infer<typeof SelfAssessmentFaceSchema>;

/**
 * The shipped self-assessment prompts, in order: a picture and a short "I can…" a teacher reads to
 * the child. Keys are stable (the web translates by key); texts are the English wording.
 */
export const hpcSelfAssessmentPrompts = [
  { key: 'shoes', text: 'I can put on my shoes' },
  { key: 'share', text: 'I like to share' },
  { key: 'tidy', text: 'I help to tidy up' },
  { key: 'story', text: 'I can tell a story' },
  { key: 'count', text: 'I can count things' },
  { key: 'friends', text: 'I play with my friends' },
] as const;
export type HpcSelfAssessmentPromptKey = (typeof hpcSelfAssessmentPrompts)[number]['key'];
export const hpcSelfAssessmentPromptKeys = hpcSelfAssessmentPrompts.map((p) => p.key) as [
  HpcSelfAssessmentPromptKey,
  ...HpcSelfAssessmentPromptKey[],
];

export const MAX_HPC_JUDGEMENTS_PER_SAVE = 300;
export const MAX_HPC_EVIDENCE_PER_JUDGEMENT = 10;
export const MAX_HPC_LANGUAGES = 10;
export const HPC_PROFILE_TEXT_MAX = 1000;
export const HPC_NARRATIVE_TEXT_MAX = 2000;
/** Candidate evidence answered at most (newest first after the competency's own). */
export const MAX_HPC_EVIDENCE_CANDIDATES = 200;

const VersionSchema = z
  .number()
  .int()
  .min(0)
  .describe('The card version as read (0 before the card exists); a stale one is a 409');

// ---------------------------------------------------------------------------------------------
// Params and queries

export const HpcCycleParamsSchema = z.object({ cycleId: ObjectIdSchema.describe('Assessment cycle id') });
export const HpcCardParamsSchema = z.object({
  cycleId: ObjectIdSchema.describe('Assessment cycle id'),
  studentId: ObjectIdSchema.describe('Student (child) id'),
});
export const HpcStudentParamsSchema = z.object({ studentId: ObjectIdSchema.describe('Student (child) id') });

/** GET hpc_evidence/{cycleId}/{studentId}: the competency being judged puts its own first. */
export const HpcEvidenceQuerySchema = z.object({
  competency: CompetencyCodeSchema.optional().describe('Observations tagged with it come first'),
});
/** GET hpc_progress_summary/{studentId}. */
export const HpcProgressSummaryQuerySchema = z.object({
  class_id: ObjectIdSchema.describe('The class whose cycles to compare'),
});
/** GET hpc_all_student_summary/{cycleId}. */
export const HpcAllStudentSummaryQuerySchema = z.object({
  domain: z.string().min(1).max(40).optional().describe("Only this framework domain's competencies"),
});

// ---------------------------------------------------------------------------------------------
// Inputs

export const HpcEvidenceRefSchema = z.object({
  kind: HpcEvidenceKindSchema,
  id: ObjectIdSchema.describe('Observation id, story id, or media id of a class photo'),
});
export type HpcEvidenceRef = z.infer<typeof HpcEvidenceRefSchema>;

/**
 * PUT hpc_card/{cycleId}/{studentId}/levels: sets each listed (competency, dimension); a null level
 * removes that judgement. Judgements not listed stay as they are. `evidence` replaces the
 * judgement's links. The level is a level of the cycle's scheme, the dimension applies to the
 * competency, the competency is in the class's framework, and each evidence item is the child's
 * own and dated within the cycle: otherwise a 400 naming e.g. `judgements.2.level`.
 */
export const HpcLevelsInputSchema = z.object({
  version: VersionSchema,
  judgements: z
    .array(
      z.object({
        competency: CompetencyCodeSchema,
        dimension: z.string().min(1).max(64).describe("A dimension key of the cycle's scheme"),
        level: z
          .string()
          .min(1)
          .max(64)
          .nullable()
          .describe("A level key of the cycle's scheme; null removes the judgement"),
        evidence: z
          .array(HpcEvidenceRefSchema)
          .max(MAX_HPC_EVIDENCE_PER_JUDGEMENT)
          .default([])
          .describe('Replaces the links of this judgement'),
      }),
    )
    .min(1)
    .max(MAX_HPC_JUDGEMENTS_PER_SAVE),
});
export type HpcLevelsInput = z.input<typeof HpcLevelsInputSchema>;

const profileText = (what: string) =>
  freeText({ max: HPC_PROFILE_TEXT_MAX, trim: true }).default('').describe(what);

/** PUT hpc_card/{cycleId}/{studentId}/profile: "all about me" (replaces the whole profile). */
export const HpcProfileInputSchema = z.object({
  version: VersionSchema,
  likes: profileText('What the child likes'),
  my_family: profileText('My family, in the child’s words'),
  languages_at_home: z
    .array(freeText({ max: 40, required: true, trim: true }))
    .max(MAX_HPC_LANGUAGES)
    .default([])
    .describe('Languages spoken at home'),
  about_me: profileText('Anything else about me'),
});
export type HpcProfileInput = z.input<typeof HpcProfileInputSchema>;

/**
 * PUT hpc_card/{cycleId}/{studentId}/narratives: the teacher's words per framework domain; each
 * listed domain is replaced, others stay. A domain outside the class's framework is a 400 naming
 * `narratives.N.domain`.
 */
export const HpcNarrativesInputSchema = z.object({
  version: VersionSchema,
  narratives: z
    .array(
      z.object({
        domain: z.string().min(1).max(40).describe('A domain code of the class’s framework, e.g. NCF-PHY'),
        strengths: freeText({ max: HPC_NARRATIVE_TEXT_MAX, trim: true }).default(''),
        next_steps: freeText({ max: HPC_NARRATIVE_TEXT_MAX, trim: true }).default(''),
      }),
    )
    .min(1)
    .max(20),
});
export type HpcNarrativesInput = z.input<typeof HpcNarrativesInputSchema>;

/**
 * PUT hpc_card/{cycleId}/{studentId}/self_assessment: the child's face per prompt (null: not
 * asked yet), recorded by the teacher with the child; replaces every answer.
 */
export const HpcSelfAssessmentInputSchema = z.object({
  version: VersionSchema,
  answers: z
    .array(
      z.object({
        prompt: z.enum(hpcSelfAssessmentPromptKeys),
        face: SelfAssessmentFaceSchema.nullable(),
      }),
    )
    .max(hpcSelfAssessmentPrompts.length),
});
export type HpcSelfAssessmentInput = z.input<typeof HpcSelfAssessmentInputSchema>;

/**
 * POST hpc_card/{cycleId}/{studentId}/status: sign_off (in progress → signed off), publish
 * (signed off → published: the family sees it), reopen (signed off or published → in progress,
 * unpublished). A class teacher of the class or an admin; another move is a 409.
 */
export const HpcStatusInputSchema = z.object({ action: HpcStatusActionSchema, version: VersionSchema });
export type HpcStatusInput = z.input<typeof HpcStatusInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const HpcSchemeSchema = AssessmentSchemeSchema.pick({
  key: true,
  name: true,
  dimensions: true,
  levels: true,
});
export type HpcScheme = z.infer<typeof HpcSchemeSchema>;

export const HpcChildSchema = z.object({
  _id: ObjectIdSchema,
  first_name: z.string(),
  last_name: z.string(),
});

const PersonSchema = z.object({ _id: ObjectIdSchema, name: z.string() });

export const HpcCompetencyRefSchema = z.object({
  code: z.string(),
  title: z.string(),
  domain: z.string().describe('Domain code'),
  domain_title: z.string(),
  dimensions: z.array(z.string()).describe("Keys of the scheme's dimensions that judge it"),
});
export type HpcCompetencyRef = z.infer<typeof HpcCompetencyRefSchema>;

/** One piece of evidence as a card or the candidate list shows it. */
export const HpcEvidenceSchema = z.object({
  kind: HpcEvidenceKindSchema,
  _id: ObjectIdSchema.describe('Observation, story or media id'),
  date: IsoDateSchema,
  title: z.string().describe('Observation or story title; a photo’s caption'),
  excerpt: z.string().describe('The start of the note or story'),
  competencies: z.array(z.string()).describe('An observation’s competency tags (empty otherwise)'),
  thumbnail: MediaFileSchema.nullable().describe('The photo, or a story’s cover'),
});
export type HpcEvidence = z.infer<typeof HpcEvidenceSchema>;

export const HpcJudgementSchema = z.object({
  competency: z.string(),
  dimension: z.string(),
  level: z.string(),
  evidence: z.array(HpcEvidenceSchema).describe('Linked evidence the reader may see'),
  updated_by: PersonSchema,
  updated_at: z.string(),
});
export type HpcJudgement = z.infer<typeof HpcJudgementSchema>;

export const HpcProfileSchema = z.object({
  likes: z.string(),
  my_family: z.string(),
  languages_at_home: z.array(z.string()),
  about_me: z.string(),
});
export type HpcProfile = z.infer<typeof HpcProfileSchema>;

export const HpcSelfAssessmentSchema = z.object({
  answers: z
    .array(
      z.object({
        prompt: z.enum(hpcSelfAssessmentPromptKeys),
        text: z.string(),
        face: SelfAssessmentFaceSchema.nullable(),
      }),
    )
    .describe('Every shipped prompt, in order'),
  recorded_by: PersonSchema.nullable(),
  recorded_at: z.string().nullable(),
});
export type HpcSelfAssessment = z.infer<typeof HpcSelfAssessmentSchema>;

export const HpcNarrativeSchema = z.object({
  domain: z.string(),
  domain_title: z.string(),
  strengths: z.string(),
  next_steps: z.string(),
});
export type HpcNarrative = z.infer<typeof HpcNarrativeSchema>;

export const HpcAttendanceSchema = z.object({
  present: z.number().int().describe('Days marked present'),
  absent: z.number().int().describe('Days marked absent'),
  marked: z
    .number()
    .int()
    .describe('Days the child was marked in the cycle (any status: present, absent, excused, leave…)'),
});

export const HpcReportObservationSchema = z.object({
  _id: ObjectIdSchema,
  date: IsoDateSchema,
  title: z.string(),
  general_note: z.string(),
  competencies: z.array(z.string()),
});

/** The whole card: a card not yet written reads as empty, in progress, version 0, `_id` null. */
export const HpcCardSchema = z.object({
  _id: ObjectIdSchema.nullable().describe('Null until the first write'),
  cycle: AssessmentCycleSchema,
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  student: HpcChildSchema,
  framework: CurriculumFrameworkKeySchema,
  scheme: HpcSchemeSchema,
  status: HpcStatusSchema,
  version: z.number().int(),
  signed_off_by: PersonSchema.nullable(),
  signed_off_at: z.string().nullable(),
  published_by: PersonSchema.nullable(),
  published_at: z.string().nullable(),
  profile: HpcProfileSchema,
  self_assessment: HpcSelfAssessmentSchema,
  judgements: z.array(HpcJudgementSchema).describe('In framework order, then scheme dimension order'),
  competencies: z.array(HpcCompetencyRefSchema).describe('The competencies the judgements name'),
  narratives: z.array(HpcNarrativeSchema).describe('Every domain of the framework, in order'),
  attendance: HpcAttendanceSchema.describe('Over the cycle’s dates'),
  report_card_observations: z
    .array(HpcReportObservationSchema)
    .describe("The child's report-card observations dated in the cycle"),
  feedback: HpcCardFeedbackSchema.nullable().describe("Null while the school's feedback switch is off"),
  updated_at: z.string().nullable(),
});
export type HpcCard = z.infer<typeof HpcCardSchema>;

/**
 * One child of GET hpc_student_list/{cycleId}. `levels_expected`: for each competency that is
 * tagged on an observation of the child in the cycle or judged on the card, the number of the
 * scheme's dimensions that judge it — so a competency the child was seen doing is expected, and
 * a teacher sees early who lacks evidence (`evidence_count` 0).
 */
export const HpcStudentProgressSchema = z.object({
  student: HpcChildSchema,
  card_id: ObjectIdSchema.nullable(),
  status: HpcStatusSchema,
  version: z.number().int(),
  levels_set: z.number().int(),
  levels_expected: z.number().int(),
  evidence_count: z
    .number()
    .int()
    .describe('Observations, published stories and shareable class photos of the child dated in the cycle'),
  judged_without_evidence: z.array(z.string()).describe('Competencies judged with no linked evidence'),
  self_assessment_done: z.boolean().describe('Every prompt answered'),
  narratives_done: z.number().int().describe('Domains with both strengths and next steps written'),
  narratives_expected: z.number().int().describe('Domains of the framework'),
  feedback_in: FeedbackInSchema.nullable().describe("Null while the school's feedback switch is off"),
  updated_at: z.string().nullable(),
});
export type HpcStudentProgress = z.infer<typeof HpcStudentProgressSchema>;

export const HpcStudentListSchema = z.object({
  cycle: AssessmentCycleSchema,
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  framework: CurriculumFrameworkKeySchema,
  scheme: HpcSchemeSchema,
  students: z.array(HpcStudentProgressSchema).describe('Every child of the class, by name'),
});
export type HpcStudentList = z.infer<typeof HpcStudentListSchema>;

/** GET hpc_evidence: candidates, the competency's tagged observations first, then newest first. */
export const HpcEvidenceCandidateSchema = HpcEvidenceSchema.extend({
  matches_competency: z.boolean().describe('An observation tagged with the asked competency'),
  linked_competencies: z
    .array(z.string())
    .describe('Competencies whose judgements on the card link it already'),
});
export type HpcEvidenceCandidate = z.infer<typeof HpcEvidenceCandidateSchema>;
export const HpcEvidenceListSchema = z.object({ items: z.array(HpcEvidenceCandidateSchema) });

const LevelCellSchema = z.object({ dimension: z.string(), level: z.string() });

/** GET hpc_progress_summary/{studentId}?class_id=: one child across the class's cycles. */
export const HpcProgressSummarySchema = z.object({
  student: HpcChildSchema,
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  framework: CurriculumFrameworkKeySchema,
  schemes: z.array(HpcSchemeSchema).describe("The cycles' schemes"),
  cycles: z
    .array(
      z.object({
        cycle: AssessmentCycleSchema,
        card_id: ObjectIdSchema.nullable(),
        status: HpcStatusSchema,
      }),
    )
    .describe('By start date'),
  competencies: z
    .array(
      HpcCompetencyRefSchema.omit({ dimensions: true }).extend({
        cycles: z
          .array(z.object({ cycle_id: ObjectIdSchema, levels: z.array(LevelCellSchema) }))
          .describe('One per cycle, in the order of `cycles`; levels empty when not judged'),
      }),
    )
    .describe('Competencies judged in any cycle, in framework order'),
});
export type HpcProgressSummary = z.infer<typeof HpcProgressSummarySchema>;

/** GET hpc_all_student_summary/{cycleId}: the class × competency matrix of the cycle. */
export const HpcAllStudentSummarySchema = z.object({
  cycle: AssessmentCycleSchema,
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  framework: CurriculumFrameworkKeySchema,
  scheme: HpcSchemeSchema,
  domains: z.array(z.object({ code: z.string(), title: z.string() })).describe("The framework's domains"),
  competencies: z.array(HpcCompetencyRefSchema).describe('The columns (of `domain` when given)'),
  students: z.array(
    z.object({
      student: HpcChildSchema,
      status: HpcStatusSchema,
      cells: z
        .array(
          z.object({
            competency: z.string(),
            levels: z.array(LevelCellSchema).describe('Judged dimensions only'),
            evidence_count: z
              .number()
              .int()
              .describe("The child's observations in the cycle tagged with it, plus evidence linked to it"),
          }),
        )
        .describe('One per column, in the order of `competencies`'),
    }),
  ),
});
export type HpcAllStudentSummary = z.infer<typeof HpcAllStudentSummarySchema>;

/** GET child_hpc_cards/{studentId}: a family's published cards of their child, newest cycle first. */
export const ChildHpcCardSummarySchema = z.object({
  _id: ObjectIdSchema,
  cycle: AssessmentCycleSchema,
  class: z.object({ _id: ObjectIdSchema, name: z.string() }),
  published_at: z.string(),
});
export type ChildHpcCardSummary = z.infer<typeof ChildHpcCardSummarySchema>;

export const HpcCardResponseSchema = resultOf(HpcCardSchema);
export const HpcStudentListResponseSchema = resultOf(HpcStudentListSchema);
export const HpcEvidenceListResponseSchema = resultOf(HpcEvidenceListSchema);
export const HpcProgressSummaryResponseSchema = resultOf(HpcProgressSummarySchema);
export const HpcAllStudentSummaryResponseSchema = resultOf(HpcAllStudentSummarySchema);
export const ChildHpcCardsResponseSchema = resultOf(z.object({ cards: z.array(ChildHpcCardSummarySchema) }));
