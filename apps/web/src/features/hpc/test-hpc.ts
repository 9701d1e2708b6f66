import type { AssessmentCycle, HpcCard, HpcEvidence, HpcScheme, HpcStudentProgress } from '@cue/contracts';

/** Test data of progress cards, shared by their component tests. */
export const CLASS_ID = '65a000000000000000000c01';
export const CYCLE_ID = '65a000000000000000000101';
export const STUDENT_ID = '65a0000000000000000005a1';

export const cycle: AssessmentCycle = {
  _id: CYCLE_ID,
  class_id: CLASS_ID,
  name: 'Term 1',
  start_date: '2026-06-01',
  end_date: '2026-09-30',
  scheme: 'parakh_fs',
  scheme_name: 'PARAKH Holistic Progress Card (Foundational Stage)',
  phase: 'current',
  updated_at: '2026-06-01T09:00:00.000Z',
};

export const scheme: HpcScheme = {
  key: 'parakh_fs',
  name: 'PARAKH Holistic Progress Card (Foundational Stage)',
  dimensions: [
    { key: 'awareness', label: 'Awareness', description: '', domains: [] },
    { key: 'sensitivity', label: 'Sensitivity', description: '', domains: [] },
  ],
  levels: [
    { key: 'stream', label: 'Stream', description: '' },
    { key: 'mountain', label: 'Mountain', description: '' },
    { key: 'sky', label: 'Sky', description: '' },
  ],
};

export const child = (n: number, first: string, last = 'Sharma') => ({
  _id: `65a0000000000000000005${String(n).padStart(2, '0')}`,
  first_name: first,
  last_name: last,
});

export const progressRow = (
  student: HpcStudentProgress['student'],
  extra: Partial<HpcStudentProgress> = {},
): HpcStudentProgress => ({
  student,
  card_id: null,
  status: 'in_progress',
  version: 0,
  levels_set: 0,
  levels_expected: 6,
  evidence_count: 2,
  judged_without_evidence: [],
  self_assessment_done: false,
  narratives_done: 0,
  narratives_expected: 6,
  feedback_in: null,
  updated_at: null,
  ...extra,
});

export const observationEvidence = (n: number, extra: Partial<HpcEvidence> = {}): HpcEvidence => ({
  kind: 'observation',
  _id: `65a0000000000000000007${String(n).padStart(2, '0')}`,
  date: '2026-07-0' + String(n),
  title: `Observation ${n}`,
  excerpt: 'Balanced on the beam',
  competencies: ['C-1.1'],
  thumbnail: null,
  ...extra,
});

const person = { _id: '65a0000000000000000000f1', name: 'Priya Nair' };

export const testCard = (extra: Partial<HpcCard> = {}): HpcCard => ({
  _id: '65a0000000000000000009c1',
  cycle,
  class: { _id: CLASS_ID, name: 'Nursery A' },
  student: { _id: STUDENT_ID, first_name: 'Aarav', last_name: 'Sharma' },
  framework: 'ncf_fs_2022',
  scheme,
  status: 'in_progress',
  version: 3,
  signed_off_by: null,
  signed_off_at: null,
  published_by: null,
  published_at: null,
  profile: { likes: 'Blocks', my_family: '', languages_at_home: ['Hindi'], about_me: '' },
  self_assessment: {
    answers: [
      { prompt: 'shoes', text: 'I can put on my shoes', face: 'happy' },
      { prompt: 'share', text: 'I like to share', face: null },
    ],
    recorded_by: null,
    recorded_at: null,
  },
  judgements: [
    {
      competency: 'C-1.1',
      dimension: 'awareness',
      level: 'mountain',
      evidence: [observationEvidence(1)],
      updated_by: person,
      updated_at: '2026-07-02T09:00:00.000Z',
    },
  ],
  competencies: [
    {
      code: 'C-1.1',
      title: 'Shows a range of movements',
      domain: 'NCF-PHY',
      domain_title: 'Physical development',
      dimensions: ['awareness', 'sensitivity'],
    },
  ],
  narratives: [
    {
      domain: 'NCF-PHY',
      domain_title: 'Physical development',
      strengths: 'Climbs with confidence',
      next_steps: '',
    },
    { domain: 'NCF-LIT', domain_title: 'Language and literacy', strengths: '', next_steps: '' },
  ],
  attendance: { present: 40, absent: 5, marked: 45 },
  report_card_observations: [],
  feedback: null,
  updated_at: '2026-07-02T09:00:00.000Z',
  ...extra,
});
