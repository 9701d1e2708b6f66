import {
  curriculumFrameworks,
  dimensionsForCompetency,
  frameworkCompetency,
  hpcSelfAssessmentPrompts,
  levelIndex,
  unknownCompetenciesMessage,
  type AssessmentSchemeData,
  type CurriculumFrameworkKey,
  type HpcStatus,
  type HpcStatusAction,
} from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';
import { evidenceKey, type EvidenceItem } from './hpc.evidence.js';

/*
 * The rules of a progress card (decision 050), pure so they are tested without a database: what a
 * judgement may say, which evidence it may rest on, the status steps, and what "complete" means.
 */

/** What a judgement is checked against. */
export interface JudgementContext {
  scheme: AssessmentSchemeData;
  framework: CurriculumFrameworkKey;
  childId: string;
  /** The child's evidence in the cycle, by `kind:id` (hpc.evidence.ts). */
  evidence: ReadonlyMap<string, EvidenceItem>;
}

export interface JudgementInput {
  competency: string;
  dimension: string;
  level: string | null;
  evidence?: readonly { kind: string; id: string }[] | undefined;
}

/** The request's field names for a judgement (the levels PUT lists them; the gradebook has one). */
export type JudgementField = (part: string) => string;

/**
 * A 400 naming the field unless: the competency is in the class's framework, the dimension is
 * one of the scheme's that judges that competency, the level is one of the scheme's, and each
 * evidence item is the child's own in the cycle. Answers the evidence deduplicated, in order.
 */
export function checkJudgement(
  input: JudgementInput,
  context: JudgementContext,
  field: JudgementField,
): { kind: string; id: string }[] {
  const { scheme, framework } = context;
  if (!frameworkCompetency(framework, input.competency))
    throw badInput(field('competency'), unknownCompetenciesMessage([input.competency]));
  const dimensions = dimensionsForCompetency(scheme, framework, input.competency);
  if (!dimensions.some((dimension) => dimension.key === input.dimension)) {
    const known = scheme.dimensions.some((dimension) => dimension.key === input.dimension);
    throw badInput(
      field('dimension'),
      known
        ? `does not judge ${input.competency} under ${scheme.name} (it judges ${dimensions.map((d) => d.key).join(', ')})`
        : `is not a dimension of ${scheme.name} (${scheme.dimensions.map((d) => d.key).join(', ')})`,
    );
  }
  const evidence = input.evidence ?? [];
  if (input.level === null) {
    if (evidence.length > 0) throw badInput(field('evidence'), 'a judgement being removed takes no evidence');
    return [];
  }
  if (levelIndex(scheme, input.level) < 0)
    throw badInput(
      field('level'),
      `is not a level of ${scheme.name} (${scheme.levels.map((level) => level.key).join(', ')})`,
    );
  const seen = new Set<string>();
  const refs: { kind: string; id: string }[] = [];
  evidence.forEach((ref, index) => {
    const key = evidenceKey(ref.kind, ref.id);
    const item = context.evidence.get(key);
    if (!item || !item.childIds.includes(context.childId))
      throw badInput(
        field(`evidence.${index}`),
        `is not ${ref.kind === 'observation' ? 'an observation' : ref.kind === 'story' ? 'a published story' : 'a shareable class photo'} of this child dated within the cycle`,
      );
    if (seen.has(key)) return;
    seen.add(key);
    refs.push({ kind: ref.kind, id: ref.id });
  });
  return refs;
}

/** Each (competency, dimension) once per request: the second is a 400 on its dimension. */
export function checkNoRepeats(
  inputs: readonly { competency: string; dimension: string }[],
  field: (index: number) => string,
): void {
  const seen = new Set<string>();
  inputs.forEach((input, index) => {
    const key = `${input.competency}\u0000${input.dimension}`;
    if (seen.has(key)) throw badInput(field(index), `${input.competency} ${input.dimension} is listed twice`);
    seen.add(key);
  });
}

/** Narrative domains: each a domain of the framework, once. */
export function checkNarrativeDomains(domains: readonly string[], framework: CurriculumFrameworkKey): void {
  const known = new Set(curriculumFrameworks[framework].domains.map((domain) => domain.code));
  const seen = new Set<string>();
  domains.forEach((domain, index) => {
    if (!known.has(domain))
      throw badInput(`narratives.${index}.domain`, "is not a domain of the class's curriculum framework");
    if (seen.has(domain)) throw badInput(`narratives.${index}.domain`, 'is listed twice');
    seen.add(domain);
  });
}

/** Self-assessment answers: each prompt once. */
export function checkSelfAssessmentPrompts(prompts: readonly string[]): void {
  const seen = new Set<string>();
  prompts.forEach((prompt, index) => {
    if (seen.has(prompt)) throw badInput(`answers.${index}.prompt`, 'is listed twice');
    seen.add(prompt);
  });
}

/** The status a step leads to from `from`, or null when the card's state has no such step. */
export function statusAfter(from: HpcStatus, action: HpcStatusAction): HpcStatus | null {
  switch (`${from}>${action}`) {
    case 'in_progress>sign_off':
      return 'signed_off';
    case 'signed_off>publish':
      return 'published';
    case 'signed_off>reopen':
    case 'published>reopen':
      return 'in_progress';
    default:
      return null;
  }
}

/** Every shipped prompt answered. */
export function selfAssessmentDone(answers: Readonly<Record<string, string>>): boolean {
  return hpcSelfAssessmentPrompts.every((prompt) => Boolean(answers[prompt.key]));
}

/**
 * Levels a card is expected to hold: for each competency the child was observed showing in the
 * cycle (an observation tagged with it) or that the card judges, the scheme's dimensions that
 * judge it.
 */
export function expectedLevels(
  scheme: AssessmentSchemeData,
  framework: CurriculumFrameworkKey,
  observedCompetencies: Iterable<string>,
  judgedCompetencies: Iterable<string>,
): number {
  const codes = new Set([...observedCompetencies, ...judgedCompetencies]);
  let expected = 0;
  for (const code of codes) expected += dimensionsForCompetency(scheme, framework, code).length;
  return expected;
}
