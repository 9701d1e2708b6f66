import type {
  CurriculumFrameworkTree,
  HpcCard,
  HpcEvidenceRef,
  HpcJudgement,
  HpcScheme,
} from '@cue/contracts';

export interface CardCompetency {
  code: string;
  title: string;
}

export interface CardDomain {
  code: string;
  title: string;
  competencies: CardCompetency[];
}

/**
 * The card's domains in framework order, each with its competencies: every competency of the
 * framework when its tree is at hand (what can be judged), else those the card already judges.
 */
export function cardDomains(card: HpcCard, tree: CurriculumFrameworkTree | undefined): CardDomain[] {
  if (tree && tree.key === card.framework) {
    return tree.domains.map((domain) => ({
      code: domain.code,
      title: domain.title,
      competencies: domain.goals.flatMap((goal) =>
        goal.competencies.map((competency) => ({ code: competency.code, title: competency.title })),
      ),
    }));
  }
  const domains: CardDomain[] = card.narratives.map((narrative) => ({
    code: narrative.domain,
    title: narrative.domain_title,
    competencies: [],
  }));
  for (const competency of card.competencies) {
    let domain = domains.find((candidate) => candidate.code === competency.domain);
    if (!domain) {
      domain = { code: competency.domain, title: competency.domain_title, competencies: [] };
      domains.push(domain);
    }
    domain.competencies.push({ code: competency.code, title: competency.title });
  }
  return domains;
}

/** The scheme's dimensions that judge a competency of `domain` (all, or those naming it). */
export function dimensionsOf(scheme: HpcScheme, domain: string) {
  return scheme.dimensions.filter(
    (dimension) => dimension.domains.length === 0 || dimension.domains.includes(domain),
  );
}

export function judgementOf(
  card: Pick<HpcCard, 'judgements'>,
  competency: string,
  dimension: string,
): HpcJudgement | undefined {
  return card.judgements.find(
    (judgement) => judgement.competency === competency && judgement.dimension === dimension,
  );
}

export function evidenceRefs(judgement: HpcJudgement | undefined): HpcEvidenceRef[] {
  return (judgement?.evidence ?? []).map((item) => ({ kind: item.kind, id: item._id }));
}
