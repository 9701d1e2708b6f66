import {
  UnitSchema,
  type AgeBand,
  type CurriculumFrameworkKey,
  type PlanItem,
  type Unit,
} from '@cue/contracts';
import { createHash } from 'node:crypto';
import { demoClassId, demoClassroom, demoStudentId, type DemoClassKey } from '../demo-classrooms.js';
import type { ClassroomContext } from '../engine.js';
import type { LessonMaterialLoader, LessonObservation, UnitMaterialLoader } from '../planning-material.js';

/**
 * In-memory planning material for the engines' tests (issue 16): a small unit library of valid
 * units (NCF and EYFS codes), and a week of Nursery A's plan and observations.
 */

const id = (seed: string) => createHash('sha1').update(seed).digest('hex').slice(0, 24);

const classSetup: Record<DemoClassKey, { framework: CurriculumFrameworkKey | null; ageRange: string }> = {
  nurseryA: { framework: 'ncf_fs_2022', ageRange: '3-4 years' },
  playgroupB: { framework: 'ncf_fs_2022', ageRange: '2-3 years' },
  butterflies: { framework: 'eyfs_2024', ageRange: '4-5 years' },
  mapleSprouts: { framework: null, ageRange: '4-5 years' },
};

function unit(
  title: string,
  theme: string,
  framework: CurriculumFrameworkKey,
  age_band: AgeBand,
  competencies: string[],
  activities: [string, number, string[]][],
): Unit {
  return UnitSchema.parse({
    _id: id(`unit:${title}`),
    library: 'global',
    title,
    framework,
    age_band,
    duration_days: 10,
    theme,
    summary: `Children explore ${theme.toLowerCase()} through play.`,
    competencies,
    learning_outcomes: [`Talks about ${theme.toLowerCase()}`],
    activities: activities.map(([activityTitle, minutes, codes], i) => ({
      id: id(`activity:${title}:${i}`),
      type: i === 0 ? 'circle_time' : 'sensory',
      title: activityTitle,
      minutes,
      description: '',
      materials: ['Basins'],
      grouping: 'small_group',
      lead: 'adult_led',
      setting: 'indoor',
      competencies: codes,
    })),
    differentiation: { support: 'Model the words.', extend: 'Ask why.' },
    assessment: [{ what_to_observe: 'Uses new words', competency_code: competencies[0]! }],
    home_link: 'Talk about it at home.',
    resources: [],
    forked_from: null,
    created_by: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    can_edit: false,
  });
}

export const fixtureUnits: Unit[] = [
  unit(
    'Splash! Water play',
    'Water',
    'ncf_fs_2022',
    '3-4',
    ['C-2.1', 'C-3.1'],
    [
      ['Water talk', 15, ['C-2.1']],
      ['Pouring and measuring', 30, ['C-3.1']],
      ['Water walk around the school', 60, ['C-3.1']],
    ],
  ),
  unit(
    'My family and me',
    'Families',
    'ncf_fs_2022',
    '4-5',
    ['C-4.1'],
    [
      ['Family photos circle', 20, ['C-4.1']],
      ['Draw my family', 35, ['C-4.1', 'C-2.1']],
    ],
  ),
  unit(
    'On the move',
    'Transport',
    'ncf_fs_2022',
    '3-4',
    ['C-8.1'],
    [
      ['Vehicle sorting', 25, ['C-8.1']],
      ['Bus song', 10, ['C-9.1']],
    ],
  ),
  unit('Growing plants', 'Plants', 'ncf_fs_2022', '2-3', ['C-6.1'], [['Seed planting', 20, ['C-6.1']]]),
  unit(
    'Water world',
    'Water',
    'eyfs_2024',
    '4-5',
    ['EYFS-UW-NW-1'],
    [['Floating and sinking', 30, ['EYFS-UW-NW-1']]],
  ),
];

/** The library as the units service would answer: every unit mentioning a theme word. */
export const fixtureUnitLoader = (units: readonly Unit[] = fixtureUnits): UnitMaterialLoader => ({
  async candidateUnits({ themeWords }) {
    return units.filter((u) =>
      themeWords.some((word) => `${u.theme} ${u.title}`.toLowerCase().includes(word.slice(0, 4))),
    );
  },
});

/** Today in the tests: Wednesday 18 November 2026 (the week runs from Monday 16). */
export const PLANNING_TODAY = '18-11-2026';

const block = id('block:morning');

export function planItem(
  date: string,
  title: string,
  status: PlanItem['status'],
  competencies: string[],
  evaluation = '',
): PlanItem {
  return {
    _id: id(`item:${date}:${title}`),
    date,
    block_id: block,
    position: 0,
    activity: {
      id: id(`activity:${title}`),
      type: 'circle_time',
      title,
      minutes: 20,
      description: '',
      materials: [],
      grouping: 'whole_class',
      lead: 'adult_led',
      setting: 'indoor',
      competencies,
    },
    source: null,
    status,
    evaluation,
    moved_to: status === 'moved' ? '2026-11-20' : null,
    marked_by: null,
    marked_at: null,
  };
}

export const fixturePlan: PlanItem[] = [
  planItem(
    '2026-11-16',
    'Water talk',
    'done',
    ['C-2.1'],
    'They loved pouring and asked lots of questions about where rain goes.',
  ),
  planItem('2026-11-16', 'Pouring and measuring', 'done', ['C-3.1']),
  planItem('2026-11-17', 'Bus song', 'skipped', ['C-9.1'], 'Assembly ran long'),
  planItem('2026-11-17', 'Vehicle sorting', 'moved', ['C-8.1']),
  planItem('2026-11-18', 'Seed planting', 'planned', ['C-6.1']),
  planItem('2026-11-09', 'Family photos circle', 'done', ['C-4.1'], 'Everyone brought a photo'),
];

export const fixtureObservations = (students: readonly string[]): LessonObservation[] => [
  { id: id('obs:1'), studentId: demoStudentId(students[0]!), date: '2026-11-16', competencies: ['C-2.1'] },
  { id: id('obs:2'), studentId: demoStudentId(students[1]!), date: '2026-11-17', competencies: [] },
  { id: id('obs:3'), studentId: demoStudentId(students[0]!), date: '2026-11-10', competencies: ['C-4.1'] },
];

export const fixtureLessonLoader = (
  items: readonly PlanItem[],
  observations: readonly LessonObservation[],
): LessonMaterialLoader => ({
  async planItems(from, to) {
    return items.filter((item) => item.date >= from && item.date <= to);
  },
  async observations(from, to) {
    return observations.filter((o) => o.date >= from && o.date <= to);
  },
});

/** A demo classroom with the classes' frameworks and age ranges, and the planning material. */
export function planningClassroom(
  key: DemoClassKey,
  options: { units?: readonly Unit[]; items?: readonly PlanItem[]; observations?: LessonObservation[] } = {},
): ClassroomContext {
  const context = demoClassroom(key, PLANNING_TODAY, '10:00 AM');
  const names = context.students.map((s) => `${s.firstName} ${s.lastName}`.trim());
  return {
    ...context,
    classes: context.classes.map((c) => {
      const entry = (Object.keys(classSetup) as DemoClassKey[]).find((k) => demoClassId(k) === c.id)!;
      return { ...c, ...classSetup[entry] };
    }),
    unitMaterial: fixtureUnitLoader(options.units),
    lessonMaterial: fixtureLessonLoader(
      options.items ?? fixturePlan,
      options.observations ?? fixtureObservations(names),
    ),
  };
}
