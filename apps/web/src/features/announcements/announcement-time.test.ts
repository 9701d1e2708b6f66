import { describe, expect, it } from 'vitest';
import { isAfter, nextWholeHour, to24HourTime, toMeridiemTime } from './announcement-time';

describe('announcement times', () => {
  it('converts between the time input and the API’s hh:mm A', () => {
    expect(toMeridiemTime('00:05')).toBe('12:05 AM');
    expect(toMeridiemTime('09:30')).toBe('09:30 AM');
    expect(toMeridiemTime('12:00')).toBe('12:00 PM');
    expect(toMeridiemTime('23:59')).toBe('11:59 PM');
    expect(toMeridiemTime('24:00')).toBeNull();
    expect(to24HourTime('12:05 AM')).toBe('00:05');
    expect(to24HourTime('12:00 PM')).toBe('12:00');
    expect(to24HourTime('07:45 PM')).toBe('19:45');
    expect(to24HourTime('13:00 PM')).toBeNull();
  });

  it('offers the next whole hour and tells future from past', () => {
    const now = new Date(2026, 10, 20, 23, 40);
    expect(nextWholeHour(now)).toEqual({ date: '2026-11-21', time: '00:00' });
    expect(isAfter('2026-11-21', '00:00', now)).toBe(true);
    expect(isAfter('2026-11-20', '23:00', now)).toBe(false);
    expect(isAfter('not-a-date', '10:00', now)).toBe(false);
  });
});
