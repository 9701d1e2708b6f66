import type { CurriculumFrameworkTree, Unit, UnitSummary } from '@cue/contracts';

/** Tests only: a small framework tree, units and library pages as the server answers them. */
export const testFramework: CurriculumFrameworkTree = {
  key: 'ncf_fs_2022',
  name: 'National Curriculum Framework for Foundational Stage 2022',
  short_name: 'NCF Foundational Stage',
  source: 'NCERT 2022',
  age_bands: ['2-3', '3-4', '4-5', '5-6'],
  domains: [
    {
      code: 'NCF-COG',
      title: 'Cognitive Development',
      goals: [
        {
          code: 'CG-7',
          title: 'Making sense of the world',
          competencies: [
            { code: 'C-7.2', title: 'Cause and effect', outcomes: [] },
            { code: 'C-8.8', title: 'Shapes', outcomes: [] },
          ],
        },
      ],
    },
  ],
};

export const testUnit = (n: number, change: Partial<Unit> = {}): Unit => ({
  _id: `65a0000000000000000007${String(n).padStart(2, '0')}`,
  library: 'global',
  title: `Unit ${n}`,
  framework: 'ncf_fs_2022',
  age_band: '3-4',
  duration_days: 10,
  theme: 'Water',
  summary: 'Splashing',
  competencies: ['C-7.2'],
  learning_outcomes: ['Pours water'],
  activities: [
    {
      id: '65a0000000000000000008a1',
      type: 'sensory',
      title: 'Pouring station',
      minutes: 20,
      description: 'Fill and empty',
      materials: ['Jugs'],
      grouping: 'small_group',
      lead: 'child_initiated',
      setting: 'indoor',
      competencies: ['C-7.2'],
    },
    {
      id: '65a0000000000000000008a2',
      type: 'outdoor',
      title: 'Painting with water',
      minutes: 15,
      description: '',
      materials: [],
      grouping: 'individual',
      lead: 'adult_led',
      setting: 'outdoor',
      competencies: [],
    },
  ],
  differentiation: { support: 'Smaller cups', extend: 'Measure' },
  assessment: [{ what_to_observe: 'Pours carefully', competency_code: 'C-7.2' }],
  home_link: 'Bath time pouring',
  resources: [],
  forked_from: null,
  created_by: null,
  updated_at: '2026-11-19T10:00:00.000Z',
  version: 1,
  can_edit: false,
  ...change,
});

export const summaryOf = (unit: Unit): UnitSummary => ({
  _id: unit._id,
  library: unit.library,
  title: unit.title,
  framework: unit.framework,
  age_band: unit.age_band,
  duration_days: unit.duration_days,
  theme: unit.theme,
  summary: unit.summary,
  competencies: unit.competencies,
  forked_from: unit.forked_from,
  created_by: unit.created_by,
  updated_at: unit.updated_at,
  activity_count: unit.activities.length,
  total_minutes: unit.activities.reduce((sum, a) => sum + a.minutes, 0),
});

export const testLibrary = (units: Unit[], themes = ['Water']) => ({
  result: { units: units.map(summaryOf), total: units.length, page: 1, page_size: 24, themes },
});
