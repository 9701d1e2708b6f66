import { describe, expect, it } from 'vitest';
import { awayChildren } from './away-children.js';

/** Who Cue treats as already away: the register's excused/leave marks, then approved requests on unmarked days. */
describe('awayChildren', () => {
  const window = { start: '2026-06-03', end: '2026-06-17' };

  it('counts excused and leave marks, and no other mark', () => {
    expect(
      awayChildren(
        window,
        [
          { childId: 'noor', date: '2026-06-10', status: 'excused' },
          { childId: 'leah', date: '2026-06-10', status: 'leave' },
          { childId: 'ira', date: '2026-06-10', status: 'absent' },
          { childId: 'dev', date: '2026-06-10', status: 'present' },
        ],
        [],
      ),
    ).toEqual([
      { date: '2026-06-10', childId: 'leah', status: 'leave' },
      { date: '2026-06-10', childId: 'noor', status: 'excused' },
    ]);
  });

  it('gives an approved request its kind on the days of the window it covers that have no mark', () => {
    expect(
      awayChildren(
        window,
        // She came in on the 16th after all: the teacher's mark wins.
        [{ childId: 'anaya', date: '2026-06-16', status: 'present' }],
        [{ childId: 'anaya', kind: 'leave', startDate: '2026-06-15', endDate: '2026-06-30' }],
      ),
    ).toEqual([
      { date: '2026-06-15', childId: 'anaya', status: 'leave' },
      { date: '2026-06-17', childId: 'anaya', status: 'leave' },
    ]);
  });

  it('lets a mark of the register win over the request’s kind', () => {
    expect(
      awayChildren(
        window,
        [{ childId: 'anaya', date: '2026-06-03', status: 'excused' }],
        [{ childId: 'anaya', kind: 'leave', startDate: '2026-05-30', endDate: '2026-06-03' }],
      ),
    ).toEqual([{ date: '2026-06-03', childId: 'anaya', status: 'excused' }]);
  });
});
