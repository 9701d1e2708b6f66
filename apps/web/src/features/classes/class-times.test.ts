import { describe, expect, it } from 'vitest';
import { toInputTime, toSpecTime } from './class-times';

describe('class times', () => {
  it.each([
    ['00:15', '12:15 AM'],
    ['09:00', '09:00 AM'],
    ['12:30', '12:30 PM'],
    ['16:05', '04:05 PM'],
  ])('%s is %s and back', (input, spec) => {
    expect(toSpecTime(input)).toBe(spec);
    expect(toInputTime(spec)).toBe(input);
  });

  it('an empty input is no time', () => {
    expect(toSpecTime('')).toBeNull();
    expect(toInputTime(null)).toBe('');
  });
});
