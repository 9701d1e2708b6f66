/** The teacher's date and time as Cue commands carry them: 'DD-MM-YYYY' and 'hh:mm A'. */
export interface TeacherMoment {
  date: string;
  time: string;
}

/**
 * Now, in the exchange formats, always written in English (the Arabic locale would write its own
 * AM/PM). The date helpers (dayjs and its locales) download with the first command, not with the
 * top bar (web budget, docs/decisions/007-web-budgets-and-languages.md).
 */
export async function teacherNow(now: Date): Promise<TeacherMoment> {
  const { teacherMoment } = await import('../../lib/dates');
  return teacherMoment(now);
}
