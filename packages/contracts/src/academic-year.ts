import { z } from 'zod';
import { StoredDateSchema, storedToIsoDate } from './calendar.js';

/** The spec's "no academic year". */
export const NO_ACADEMIC_YEAR = '-';

/**
 * Why an academic year ('DD-MM-YYYY - DD-MM-YYYY' or '-') is refused, or null when it is fine:
 * both ends real calendar days (no 31-02) and the end after the start. One rule for the school's
 * year and every class's, on the server and in the forms.
 */
export function academicYearProblem(text: string): string | null {
  if (text === NO_ACADEMIC_YEAR) return null;
  const match = /^(\d{2}-\d{2}-\d{4}) - (\d{2}-\d{2}-\d{4})$/.exec(text);
  if (!match) return "must be 'DD-MM-YYYY - DD-MM-YYYY' or '-'";
  const [, start, end] = match;
  if (!StoredDateSchema.safeParse(start).success) return 'the start is not a real calendar date';
  if (!StoredDateSchema.safeParse(end).success) return 'the end is not a real calendar date';
  if (storedToIsoDate(end!) <= storedToIsoDate(start!)) return 'the end must be after the start';
  return null;
}

/** An academic year a client sends: checked with `academicYearProblem`. */
export const AcademicYearInputSchema = z
  .string()
  .superRefine((text, ctx) => {
    const problem = academicYearProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe("'DD-MM-YYYY - DD-MM-YYYY' (real dates, end after start) or '-' for none");

/** An academic year as ISO dates, inclusive. */
export interface YearRange {
  start: string;
  end: string;
}

/** The range of 'DD-MM-YYYY - DD-MM-YYYY', or null for '-' (or anything unreadable). */
export function academicYearRange(text: string | null | undefined): YearRange | null {
  if (!text || text === NO_ACADEMIC_YEAR) return null;
  const match = /^(\d{2}-\d{2}-\d{4}) - (\d{2}-\d{2}-\d{4})$/.exec(text);
  if (!match) return null;
  return { start: storedToIsoDate(match[1]!), end: storedToIsoDate(match[2]!) };
}

/** The academic year a class works in: its own, else its school's, else none. */
export function classYear(
  classYearText: string,
  schoolYearText: string | null | undefined,
): { text: string; range: YearRange | null } {
  const own = academicYearRange(classYearText);
  if (own) return { text: classYearText, range: own };
  const school = academicYearRange(schoolYearText);
  return school ? { text: schoolYearText!, range: school } : { text: NO_ACADEMIC_YEAR, range: null };
}
