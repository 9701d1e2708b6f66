import type { CurriculumFrameworkTree, CurriculumOverview } from '@cue/contracts';

/** Fixtures of the curriculum screens: a small NCF tree and Sunbeam's classes. */
export const NURSERY_A = '65a0000000000000000000c1';
export const PLAYGROUP_B = '65a0000000000000000000c2';
export const SCHOOL_OUTCOME_ID = '65a0000000000000000000d1';

export const overview = (
  framework: CurriculumOverview['classes'][number]['framework'],
): CurriculumOverview => ({
  frameworks: [
    {
      key: 'ncf_fs_2022',
      name: 'National Curriculum Framework for Foundational Stage 2022',
      short_name: 'NCF Foundational Stage',
      source: 'NCERT, Ministry of Education, Government of India, 2022',
      age_bands: ['3-4', '4-5', '5-6'],
      domains: 6,
      goals: 13,
      competencies: 60,
    },
    {
      key: 'eyfs_2024',
      name: 'Early Years Foundation Stage statutory framework 2024',
      short_name: 'EYFS',
      source: 'Department for Education, England, 2024',
      age_bands: ['2-3', '3-4', '4-5', '5-6'],
      domains: 7,
      goals: 17,
      competencies: 17,
    },
  ],
  classes: [
    { class_id: NURSERY_A, class_name: 'Nursery A', age_range: '3-4 years', framework },
    { class_id: PLAYGROUP_B, class_name: 'Playgroup B', age_range: '2-3 years', framework: null },
  ],
});

export const ncfTree: CurriculumFrameworkTree = {
  key: 'ncf_fs_2022',
  name: 'National Curriculum Framework for Foundational Stage 2022',
  short_name: 'NCF Foundational Stage',
  source: 'NCERT, 2022',
  age_bands: ['3-4', '4-5', '5-6'],
  domains: [
    {
      code: 'NCF-COG',
      title: 'Cognitive development',
      goals: [
        {
          code: 'CG-8',
          title: 'Children develop mathematical understanding',
          competencies: [
            {
              code: 'C-8.1',
              title: 'Sorts objects into groups',
              outcomes: [
                {
                  code: 'C-8.1/3-4/1',
                  age_band: '3-4',
                  text: 'Sorts by one property',
                  school: false,
                  _id: null,
                },
              ],
            },
            {
              code: 'C-8.3',
              title: 'Counts up to 99',
              outcomes: [
                {
                  code: 'SCHOOL-1',
                  age_band: '4-5',
                  text: 'Counts the children at circle time',
                  school: true,
                  _id: SCHOOL_OUTCOME_ID,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      code: 'NCF-PHY',
      title: 'Physical development',
      goals: [
        {
          code: 'CG-3',
          title: 'Children develop a fit and flexible body',
          competencies: [{ code: 'C-3.2', title: 'Shows balance and coordination', outcomes: [] }],
        },
      ],
    },
  ],
};
