import type { AssessmentCycle, AssessmentScheme } from '@cue/contracts';

/** Test data of assessment setup, shared by its component tests. */
export const TEST_CLASS_ID = '65a000000000000000000c01';
export const OTHER_CLASS_ID = '65a000000000000000000c02';

export const testCycle = (n: number, extra: Partial<AssessmentCycle> = {}): AssessmentCycle => ({
  _id: `65a0000000000000000001${String(n).padStart(2, '0')}`,
  class_id: TEST_CLASS_ID,
  name: `Term ${n}`,
  start_date: '2026-06-01',
  end_date: '2026-09-30',
  scheme: 'parakh_fs',
  scheme_name: 'PARAKH Holistic Progress Card (Foundational Stage)',
  phase: 'current',
  updated_at: '2026-06-01T09:00:00.000Z',
  ...extra,
});

export const parakhScheme: AssessmentScheme = {
  key: 'parakh_fs',
  kind: 'shipped',
  name: 'PARAKH Holistic Progress Card (Foundational Stage)',
  source: 'PARAKH, NCERT',
  dimensions: [
    { key: 'awareness', label: 'Awareness', description: '', domains: [] },
    { key: 'sensitivity', label: 'Sensitivity', description: '', domains: [] },
    { key: 'creativity', label: 'Creativity', description: '', domains: [] },
  ],
  levels: [
    { key: 'stream', label: 'Stream', description: '' },
    { key: 'mountain', label: 'Mountain', description: '' },
    { key: 'sky', label: 'Sky', description: '' },
  ],
  in_use: true,
};

export const schoolScheme = (extra: Partial<AssessmentScheme> = {}): AssessmentScheme => ({
  key: '65a0000000000000000002a1',
  kind: 'school',
  name: 'Our rubric',
  source: '',
  dimensions: [{ key: 'd1', label: 'Thinking', description: '', domains: [] }],
  levels: [
    { key: 'l1', label: 'Emerging', description: '' },
    { key: 'l2', label: 'Secure', description: '' },
  ],
  in_use: false,
  ...extra,
});

export const fieldError = (field: string, message: string) => ({
  code: 'VALIDATION_ERROR',
  message: `${field}: ${message}`,
  msg: `${field}: ${message}`,
  field,
});

export const conflict = (message: string) => ({ code: 'CONFLICT', message, msg: message });
