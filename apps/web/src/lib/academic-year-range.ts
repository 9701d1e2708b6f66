import { NO_ACADEMIC_YEAR, isoToStoredDate, storedToIsoDate } from '@cue/contracts';

/** A date range picker's value: 'YYYY-MM-DD' ends, either missing while being picked. */
export type IsoDateRange = [string | null, string | null];

/** 'DD-MM-YYYY - DD-MM-YYYY' (or '-') -> the range a date picker shows. */
export function academicYearToRange(academicYear: string): IsoDateRange {
  const match = /^(\d{2}-\d{2}-\d{4}) - (\d{2}-\d{2}-\d{4})$/.exec(academicYear);
  if (!match) return [null, null];
  return [storedToIsoDate(match[1]!), storedToIsoDate(match[2]!)];
}

/** A picked range -> the spec's academic year; '-' until both ends are picked. */
export function rangeToAcademicYear([start, end]: IsoDateRange): string {
  if (!start || !end) return NO_ACADEMIC_YEAR;
  return `${isoToStoredDate(start.slice(0, 10))} - ${isoToStoredDate(end.slice(0, 10))}`;
}
