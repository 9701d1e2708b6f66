import { describe, expect, it } from 'vitest';
import { attendancePercent } from './attendance.js';

describe('attendancePercent', () => {
  it('does not count excused or leave days as absences', () => {
    // The case: one day present, one excused read as "50%" before.
    expect(attendancePercent({ present: 1, absent: 0, excused: 1, leave: 0, unassigned: 0 })).toBe(100);
    expect(attendancePercent({ present: 3, absent: 1, excused: 2, leave: 4, unassigned: 1 })).toBe(75);
  });

  it('counts absences against present days, rounded to a whole percentage', () => {
    expect(attendancePercent({ present: 2, absent: 1 })).toBe(67);
    expect(attendancePercent({ present: 0, absent: 3 })).toBe(0);
  });

  it('is null (shown as "—", not "0%") when no day was present or absent', () => {
    expect(attendancePercent({ present: 0, absent: 0 })).toBeNull();
    expect(attendancePercent({ present: 0, absent: 0, excused: 5, leave: 2, unassigned: 0 })).toBeNull();
  });
});
