import { describe, expect, it } from 'vitest';
import { classDaysBetween, datesBetween, daysFrom, periodAround, weekdayOf } from './attendance.calendar.js';

describe('attendance calendar', () => {
  it('names weekdays and counts days', () => {
    expect(weekdayOf('2026-11-20')).toBe('Friday');
    expect(daysFrom('2026-11-20', '2026-11-23')).toBe(3);
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('keeps only the class days', () => {
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    expect(classDaysBetween('2026-11-20', '2026-11-24', weekdays)).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(classDaysBetween('2026-11-21', '2026-11-22', [])).toHaveLength(2);
  });

  it('finds the Monday-to-Sunday week, the calendar month and the calendar year', () => {
    expect(periodAround('week', '2026-11-20')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodAround('week', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodAround('week', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(periodAround('month', '2028-02-10')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodAround('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(periodAround('year', '2026-06-15')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
