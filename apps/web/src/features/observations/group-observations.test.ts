import type { Observation } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { groupObservations } from './group-observations';

const observation = (id: string, studentId: string, name: string, date: string): Observation => ({
  _id: id.padStart(24, '0'),
  class_id: '6'.repeat(24),
  student_id: studentId.padStart(24, '0'),
  student_name: name,
  date,
  title: 'Observation',
  general_note: 'note',
  type_of_anecdote: 'general',
  created_by: { _id: '7'.repeat(24), name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  can_edit: true,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: [],
});

// In the server's order: newest day first.
const loaded = [
  observation('1', 'd', 'Diya Menon', '2026-11-20'),
  observation('2', 'a', 'Aarav Sharma', '2026-11-20'),
  observation('3', 'a', 'Aarav Sharma', '2026-11-18'),
  observation('4', 'b', 'Aarav Patel', '2026-11-19'),
];

describe('groupObservations', () => {
  it('groups by child, names in alphabetical order, newest observation first inside a child', () => {
    const groups = groupObservations(loaded, 'studentView');
    expect(groups.map((g) => g.label)).toEqual(['Aarav Patel', 'Aarav Sharma', 'Diya Menon']);
    expect(groups[1]!.observations.map((o) => o.date)).toEqual(['2026-11-20', '2026-11-18']);
  });

  it('groups by day, newest day first', () => {
    const groups = groupObservations(loaded, 'dateView');
    expect(groups.map((g) => g.key)).toEqual(['2026-11-20', '2026-11-19', '2026-11-18']);
    expect(groups[0]!.observations.map((o) => o.student_name)).toEqual(['Diya Menon', 'Aarav Sharma']);
  });

  it('keeps two children with the same name apart', () => {
    const twins = [
      observation('5', 'x', 'Sam Lee', '2026-11-20'),
      observation('6', 'y', 'Sam Lee', '2026-11-20'),
    ];
    expect(groupObservations(twins, 'studentView')).toHaveLength(2);
  });
});
