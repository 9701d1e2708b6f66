import { describe, expect, it } from 'vitest';
import { academicYearToRange, rangeToAcademicYear } from './academic-year-range';

describe('academic year <-> date range', () => {
  it('reads the spec format into picker dates and writes it back', () => {
    expect(academicYearToRange('01-06-2026 - 31-03-2027')).toEqual(['2026-06-01', '2027-03-31']);
    expect(rangeToAcademicYear(['2026-06-01', '2027-03-31'])).toBe('01-06-2026 - 31-03-2027');
  });

  it("means no academic year ('-') until both ends are picked", () => {
    expect(academicYearToRange('-')).toEqual([null, null]);
    expect(rangeToAcademicYear(['2026-06-01', null])).toBe('-');
    expect(rangeToAcademicYear([null, null])).toBe('-');
  });
});
