import { describe, expect, it } from 'vitest';
import { readDate, readTime } from './calendar-words.js';

// Wednesday 10 June 2026.
const today = '10-06-2026';

describe('readDate', () => {
  it.each([
    ['today', 'past', '10-06-2026'],
    ['yesterday', 'past', '09-06-2026'],
    ['tomorrow', 'future', '11-06-2026'],
    ['the day after tomorrow', 'future', '12-06-2026'],
    ['on Monday', 'past', '08-06-2026'],
    ['on Monday', 'future', '15-06-2026'],
    ['next Monday at 8 am', 'future', '15-06-2026'],
    ['last Wednesday', 'past', '03-06-2026'],
    ['next Wednesday', 'future', '17-06-2026'],
    ['Wednesday', 'past', '10-06-2026'],
    ['on 5 December', 'past', '05-12-2025'],
    ['on 5 December', 'future', '05-12-2026'],
    ['December 5th, 2027', 'future', '05-12-2027'],
    ['on 05/12', 'future', '05-12-2026'],
    ['in 3 days', 'future', '13-06-2026'],
    ['2 days ago', 'past', '08-06-2026'],
  ] as const)('%s (%s) is %s', (text, direction, expected) => {
    expect(readDate(text, today, direction)).toBe(expected);
  });

  it('reads no day in everyday words', () => {
    expect(readDate('Maya sat in the sun and may come back', today, 'past')).toBeUndefined();
    expect(readDate('on 31 February', today, 'past')).toBeUndefined();
  });
});

describe('readTime', () => {
  it.each([
    ['at 8 am', '08:00 AM'],
    ['at 5:30 p.m.', '05:30 PM'],
    ['12 pm', '12:00 PM'],
    ['at 9', '09:00 AM'],
    ['at 3', '03:00 PM'],
    ['at noon', '12:00 PM'],
    ['in the evening', '06:00 PM'],
  ])('%s is %s', (text, expected) => {
    expect(readTime(text)).toBe(expected);
  });

  it('reads no time where there is none', () => {
    expect(readTime('fees are due by the 15th')).toBeUndefined();
  });
});
