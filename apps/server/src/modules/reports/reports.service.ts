import {
  addDaysToIsoDate,
  attendancePercent,
  reportStatusLetters,
  type AttendanceReportQuery,
} from '@cue/contracts';
import { notFound } from '../../lib/app-error.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import { classDaysBetween } from '../attendance/attendance.calendar.js';
import { toCsv } from '../../lib/csv.js';
import type { AttendanceRepository } from '../attendance/attendance.repository.js';
import type { ReportsRepository } from './reports.repository.js';

export interface ReportsServiceDeps {
  repository: ReportsRepository;
  /** The register's marks, read through the attendance module's own query. */
  attendance: Pick<AttendanceRepository, 'listMarksBetween'>;
  schools: SchoolsService;
}

export interface CsvFile {
  filename: string;
  body: string;
}

type Letter = (typeof reportStatusLetters)[keyof typeof reportStatusLetters];
const letters = Object.values(reportStatusLetters);
const letterOf = (status: string): Letter | null =>
  status in reportStatusLetters ? reportStatusLetters[status as keyof typeof reportStatusLetters] : null;

/** The last day of a YYYY-MM month. */
const lastDayOf = (month: string) => addDaysToIsoDate(`${nextMonth(month)}-01`, -1);
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year! + 1}-01` : `${year}-${String(m! + 1).padStart(2, '0')}`;
}

/**
 * The school's downloadable reports (admin_portal.reports, module `reports`): a class's
 * attendance for a month and the list of children and families, as CSV an office opens in Excel.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsServiceDeps) {}

  /**
   * attendance.csv: a row per child, a column per school day with the status letter, the totals
   * per letter and the attendance percentage (the app's one rule: present of present or absent).
   */
  async attendanceReport(actor: Actor, query: AttendanceReportQuery): Promise<CsvFile> {
    const { repository, attendance, schools } = this.deps;
    const access = await this.reportsAccess(actor);
    await schools.requireModule(access.schoolId, 'attendance');
    const schoolClass = await repository.findClass(query.class_id);
    if (!schoolClass || schoolClass.schoolId !== access.schoolId) throw notFound('Class not found');
    const from = `${query.month}-01`;
    const to = lastDayOf(query.month);
    const marks = await attendance.listMarksBetween(schoolClass.id, from, to);
    // The class's days, and any other day a register was taken (a Saturday event, say).
    const days = [
      ...new Set([...classDaysBetween(from, to, schoolClass.classDays), ...marks.map((m) => m.date)]),
    ].sort();
    const byChildDay = new Map(marks.map((mark) => [`${mark.childId}/${mark.date}`, letterOf(mark.status)]));
    const rows = (await repository.listClassChildren(schoolClass.id, from, to)).map((child) => {
      const dayLetters = days.map((day) => byChildDay.get(`${child.id}/${day}`) ?? null);
      const total = (letter: Letter) => dayLetters.filter((l) => l === letter).length;
      const percent = attendancePercent({ present: total('P'), absent: total('A') });
      return [
        `${child.firstName} ${child.lastName}`.trim(),
        ...dayLetters,
        ...letters.map(total),
        percent === null ? '' : `${percent}%`,
      ];
    });
    const header = ['Child', ...days, ...letters, 'Attendance %'];
    return { filename: `attendance-${query.month}.csv`, body: toCsv([header, ...rows]) };
  }

  /** children.csv: each child with class, date of birth, guardians and how to reach them, photo consent. */
  async childrenReport(actor: Actor): Promise<CsvFile> {
    const { repository } = this.deps;
    const { schoolId } = await this.reportsAccess(actor);
    const [kids, classNames, guardians] = [
      await repository.listChildren(schoolId),
      await repository.listClassNames(schoolId),
      await repository.listGuardians(schoolId),
    ];
    const classesOf = groupBy(classNames, (row) => row.childId);
    const guardiansOf = groupBy(guardians, (row) => row.childId);
    const mostGuardians = Math.max(1, ...kids.map((kid) => guardiansOf.get(kid.id)?.length ?? 0));
    const guardianColumns = Array.from({ length: mostGuardians }, (_, i) =>
      ['name', 'relation', 'phone', 'email'].map((what) => `Guardian ${i + 1} ${what}`),
    ).flat();
    const header = ['First name', 'Last name', 'Class', 'Date of birth', ...guardianColumns, 'Photo consent'];
    const rows = kids.map((kid) => {
      const own = guardiansOf.get(kid.id) ?? [];
      const guardianCells = Array.from({ length: mostGuardians }, (_, i) => {
        const g = own[i];
        return g ? [`${g.firstName} ${g.lastName}`.trim(), g.relation, g.phone, g.email] : ['', '', '', ''];
      }).flat();
      return [
        kid.firstName,
        kid.lastName,
        (classesOf.get(kid.id) ?? []).map((c) => c.name).join('; '),
        kid.dateOfBirth,
        ...guardianCells,
        kid.photoConsent ? 'yes' : 'no',
      ];
    });
    return { filename: 'children-and-families.csv', body: toCsv([header, ...rows]) };
  }

  private async reportsAccess(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.adminPortalAccess(actor, 'reports');
    await this.deps.schools.requireModule(access.schoolId, 'reports');
    return access;
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
