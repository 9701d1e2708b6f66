import {
  NOT_MARKED,
  type AnnouncementStatus,
  type AttendanceRegister,
  type CueCommandSummary,
} from '@cue/contracts';

/*
 * What a finished Cue command saved, as data for the task log entry and the toast (decision 028).
 * The web words it in the teacher's language ("18 present, Ira and Yusuf absent, register
 * complete"), so nothing here is English prose.
 */

/** The register after the save: children per status, who is not present, and its complete flag. */
export function attendanceSummary(register: AttendanceRegister): CueCommandSummary {
  const counts = { present: 0, absent: 0, excused: 0, leave: 0, unassigned: 0, [NOT_MARKED]: 0 };
  const notPresent: {
    name: string;
    status: (typeof register.student_attendance_list)[number]['attendance_status'];
  }[] = [];
  for (const row of register.student_attendance_list) {
    counts[row.attendance_status] += 1;
    if (row.attendance_status !== 'present')
      notPresent.push({ name: row.first_name, status: row.attendance_status });
  }
  return {
    kind: 'attendance',
    date: register.iso_date,
    counts,
    not_present: notPresent,
    register_complete: register.is_saved,
  };
}

/** The children an observation command recorded something for, by first name, once each. */
export function observationSummary(names: string[]): CueCommandSummary {
  return { kind: 'observation', names: [...new Set(names)] };
}

export function announcementSummary(
  title: string,
  state: AnnouncementStatus,
  count: number,
): CueCommandSummary {
  return { kind: 'announcement', title, state, count };
}

/** The children a care log command recorded for, by first name, once each, and how many records. */
export function careLogSummary(names: string[], count: number): CueCommandSummary {
  return { kind: 'carelog', names: [...new Set(names)], count };
}

export function journalPostSummary(className: string): CueCommandSummary {
  return { kind: 'journal_post', class_name: className };
}

/** The draft story a command saved and the children it is about, by first name. */
export function storySummary(title: string, names: string[]): CueCommandSummary {
  return { kind: 'story', title, names: [...new Set(names)] };
}
