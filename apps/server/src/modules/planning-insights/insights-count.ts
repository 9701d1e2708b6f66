import {
  curriculumFrameworks,
  frameworkCompetencies,
  type CompetencyGap,
  type CurriculumFrameworkKey,
  type PlanItemStatus,
  type PlanningInsights,
} from '@cue/contracts';

/** A weekly plan activity of the window: its competencies and how it went. */
export interface CountedItem {
  competencies: readonly string[];
  status: PlanItemStatus;
}

/** An observation of the window: the child it is about and its competency tags (maybe none). */
export interface CountedObservation {
  id: string;
  childId: string;
  codes: readonly string[];
}

export type InsightCounts = Pick<PlanningInsights, 'totals' | 'domains' | 'competencies'>;

/** The gap a competency's three numbers show, the earliest step missing first. */
export function gapOf(planned: number, taught: number, observed: number): CompetencyGap | null {
  if (planned === 0) return 'not_planned';
  if (taught === 0) return 'not_taught';
  if (observed === 0) return 'not_observed';
  return null;
}

/**
 * Planning insights' counting (decision 049), pure: per competency of the framework, the
 * activities planned naming it (every status but 'moved': a moved activity's copy, placed where it
 * went, counts instead, so nothing counts twice), those taught (marked done), the observations
 * tagged with it and the different children they are about, and the gap. A domain counts each
 * activity or observation once however many of its competencies it names. Totals: the activities
 * planned (as above; done and skipped are among them), done, moved and skipped; the observations
 * of the window and those carrying at least one competency tag.
 */
export function countInsights(
  framework: CurriculumFrameworkKey | null,
  items: readonly CountedItem[],
  observations: readonly CountedObservation[],
): InsightCounts {
  const totals = {
    planned: items.filter((item) => item.status !== 'moved').length,
    done: items.filter((item) => item.status === 'done').length,
    moved: items.filter((item) => item.status === 'moved').length,
    skipped: items.filter((item) => item.status === 'skipped').length,
    observations: observations.length,
    tagged_observations: observations.filter((o) => o.codes.length > 0).length,
  };
  if (!framework) return { totals, domains: [], competencies: [] };

  const counted = items.filter((item) => item.status !== 'moved');
  const competencies = frameworkCompetencies(framework).map(({ domain, goal, competency }) => {
    const naming = counted.filter((item) => item.competencies.includes(competency.code));
    const tagged = observations.filter((o) => o.codes.includes(competency.code));
    const planned = naming.length;
    const taught = naming.filter((item) => item.status === 'done').length;
    const observed = tagged.length;
    return {
      code: competency.code,
      title: competency.title,
      goal: goal.code,
      domain: domain.code,
      planned,
      taught,
      observed,
      children_observed: new Set(tagged.map((o) => o.childId)).size,
      gap: gapOf(planned, taught, observed),
    };
  });

  const domains = curriculumFrameworks[framework].domains.map((domain) => {
    const codes = new Set(domain.goals.flatMap((goal) => goal.competencies.map((c) => c.code)));
    const names = (list: readonly string[]) => list.some((code) => codes.has(code));
    const naming = counted.filter((item) => names(item.competencies));
    return {
      code: domain.code,
      title: domain.title,
      planned: naming.length,
      taught: naming.filter((item) => item.status === 'done').length,
      observed: observations.filter((o) => names(o.codes)).length,
    };
  });
  return { totals, domains, competencies };
}
