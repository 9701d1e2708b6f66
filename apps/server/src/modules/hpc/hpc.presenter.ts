import {
  curriculumFrameworks,
  dimensionsForCompetency,
  frameworkCompetencies,
  frameworkCompetency,
  hpcSelfAssessmentPrompts,
  type AssessmentCycle,
  type AssessmentSchemeData,
  type CurriculumFrameworkKey,
  type HpcCard,
  type HpcCardFeedback,
  type HpcCompetencyRef,
  type HpcScheme,
  type HpcStatus,
  type SelfAssessmentFace,
} from '@cue/contracts';
import { byKey, evidenceKey, presentEvidence, type EvidenceItem } from './hpc.evidence.js';
import type { CardRow, JudgementRow, LinkRow, NarrativeRow } from './hpc.repository.js';

export function presentScheme(scheme: AssessmentSchemeData): HpcScheme {
  return {
    key: scheme.key,
    name: scheme.name,
    dimensions: scheme.dimensions.map((d) => ({ ...d, domains: [...d.domains] })),
    levels: scheme.levels.map((l) => ({ ...l })),
  };
}

/** A competency as a card, a summary or the gradebook names it (its domain and judging dimensions). */
export function competencyRef(
  framework: CurriculumFrameworkKey,
  scheme: AssessmentSchemeData | null,
  code: string,
): HpcCompetencyRef {
  const found = frameworkCompetency(framework, code);
  return {
    code,
    title: found?.competency.title ?? code,
    domain: found?.domain.code ?? '',
    domain_title: found?.domain.title ?? '',
    dimensions: scheme ? dimensionsForCompetency(scheme, framework, code).map((d) => d.key) : [],
  };
}

/** Framework order of competency codes (unknown codes last). */
export function competencyOrder(framework: CurriculumFrameworkKey): (code: string) => number {
  const order = new Map(frameworkCompetencies(framework).map((c, index) => [c.competency.code, index]));
  return (code) => order.get(code) ?? Number.MAX_SAFE_INTEGER;
}

export function frameworkDomains(framework: CurriculumFrameworkKey) {
  return curriculumFrameworks[framework].domains.map((domain) => ({
    code: domain.code,
    title: domain.title,
  }));
}

/** Judgements in framework order, then the scheme's dimension order. */
export function sortJudgements<T extends { competency: string; dimension: string }>(
  rows: readonly T[],
  framework: CurriculumFrameworkKey,
  scheme: AssessmentSchemeData,
): T[] {
  const competency = competencyOrder(framework);
  const dimension = new Map(scheme.dimensions.map((d, index) => [d.key, index]));
  return [...rows].sort(
    (a, b) =>
      competency(a.competency) - competency(b.competency) ||
      (dimension.get(a.dimension) ?? 99) - (dimension.get(b.dimension) ?? 99),
  );
}

export interface CardParts {
  card: CardRow | null;
  cycle: AssessmentCycle;
  schoolClass: { id: string; name: string };
  child: { id: string; firstName: string; lastName: string };
  framework: CurriculumFrameworkKey;
  scheme: AssessmentSchemeData;
  judgements: JudgementRow[];
  links: LinkRow[];
  narratives: NarrativeRow[];
  /** The child's evidence in the cycle that this reader may see (links to anything else are not shown). */
  evidence: EvidenceItem[];
  /** The child's report-card observations in the cycle. */
  reportCard: EvidenceItem[];
  names: Map<string, string>;
  attendance: { present: number; absent: number; marked: number };
  /** Null while the school's feedback switch is off. */
  feedback: HpcCardFeedback | null;
}

const person = (names: Map<string, string>, id: string | null) =>
  id ? { _id: id, name: names.get(id) ?? '' } : null;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentCard(parts: CardParts): HpcCard {
  const { card, framework, scheme, names } = parts;
  const evidence = byKey(parts.evidence);
  const judgements = sortJudgements(parts.judgements, framework, scheme).map((row) => ({
    competency: row.competency,
    dimension: row.dimension,
    level: row.level,
    evidence: parts.links
      .filter((link) => link.judgementId === row.id)
      .flatMap((link) => evidence.get(evidenceKey(link.kind, link.evidenceId)) ?? [])
      .map(presentEvidence),
    updated_by: person(names, row.updatedBy)!,
    updated_at: row.updatedAt.toISOString(),
  }));
  const codes = [...new Set(judgements.map((j) => j.competency))];
  const narratives = new Map(parts.narratives.map((row) => [row.domain, row]));
  const answers = card?.selfAssessment ?? {};
  const profile = card?.profile;
  return {
    _id: card?.id ?? null,
    cycle: parts.cycle,
    class: { _id: parts.schoolClass.id, name: parts.schoolClass.name },
    student: { _id: parts.child.id, first_name: parts.child.firstName, last_name: parts.child.lastName },
    framework,
    scheme: presentScheme(scheme),
    status: (card?.status ?? 'in_progress') as HpcStatus,
    version: card?.version ?? 0,
    signed_off_by: person(names, card?.signedOffBy ?? null),
    signed_off_at: iso(card?.signedOffAt ?? null),
    published_by: person(names, card?.publishedBy ?? null),
    published_at: iso(card?.publishedAt ?? null),
    profile: {
      likes: profile?.likes ?? '',
      my_family: profile?.myFamily ?? '',
      languages_at_home: profile?.languagesAtHome ?? [],
      about_me: profile?.aboutMe ?? '',
    },
    self_assessment: {
      answers: hpcSelfAssessmentPrompts.map((prompt) => ({
        prompt: prompt.key,
        text: prompt.text,
        face: (answers[prompt.key] as SelfAssessmentFace | undefined) ?? null,
      })),
      recorded_by: person(names, card?.selfAssessedBy ?? null),
      recorded_at: iso(card?.selfAssessedAt ?? null),
    },
    judgements,
    competencies: codes.map((code) => competencyRef(framework, scheme, code)),
    narratives: frameworkDomains(framework).map((domain) => ({
      domain: domain.code,
      domain_title: domain.title,
      strengths: narratives.get(domain.code)?.strengths ?? '',
      next_steps: narratives.get(domain.code)?.nextSteps ?? '',
    })),
    attendance: parts.attendance,
    report_card_observations: parts.reportCard.map((item) => ({
      _id: item.id,
      date: item.date,
      title: item.title,
      general_note: item.note,
      competencies: item.competencies,
    })),
    feedback: parts.feedback,
    updated_at: iso(card?.updatedAt ?? null),
  };
}
