import type { CurriculumFrameworkTree } from '@cue/contracts';

/** Picker choices: every competency, grouped by domain, labelled with its code. */
export function competencyChoices(tree: CurriculumFrameworkTree | undefined) {
  return (tree?.domains ?? []).map((domain) => ({
    group: domain.title,
    items: domain.goals.flatMap((goal) =>
      goal.competencies.map((c) => ({ value: c.code, label: `${c.code} ${c.title}` })),
    ),
  }));
}
