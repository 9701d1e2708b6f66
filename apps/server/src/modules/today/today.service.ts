import type { StaffToday } from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { presentTodayAttendance, presentTodayClass } from './today.presenter.js';
import type { ClassCount, TodayRepository } from './today.repository.js';

export interface TodayServiceDeps {
  repository: TodayRepository;
  schools: SchoolsService;
  clock: Clock;
}

const byClass = (rows: ClassCount[]) => new Map(rows.map((row) => [row.classId, row.n]));

/**
 * The staff home's today: for each class the staff member may see (the class visibility policy
 * of SchoolsService: admins every class of their school, members the classes they teach), the
 * register, the requests waiting and the observations of the school's today. Parts whose school
 * module is off are left out (null), like the screens they lead to.
 */
export class TodayService {
  constructor(private readonly deps: TodayServiceDeps) {}

  async staffToday(actor: Actor): Promise<StaffToday> {
    const { schools, repository, clock } = this.deps;
    // Both refuse parents and staff no longer in their session's school (403).
    const classes = await schools.listStaffClasses(actor);
    const settings = await schools.schoolSettings(actor);
    const date = schoolToday(await schools.schoolTimeZone(settings.school_id), clock.now());
    const classIds = classes.map((schoolClass) => schoolClass._id);
    const withAttendance = settings.school_permissions.attendance.enabled;
    const withObservations = settings.school_permissions.anecdote.enabled;

    const attendanceOf = withAttendance ? await this.readAttendance(classIds, date) : null;
    const observationCounts = withObservations
      ? byClass(await repository.countObservations(classIds, date))
      : null;

    return {
      date,
      classes: classes.map((schoolClass) => {
        const id = schoolClass._id;
        return presentTodayClass(
          schoolClass,
          attendanceOf?.(id) ?? null,
          observationCounts === null ? null : (observationCounts.get(id) ?? 0),
        );
      }),
    };
  }

  /** Every class's register for the day, read at once; answers one class's part. */
  private async readAttendance(classIds: string[], date: string) {
    const { repository } = this.deps;
    const rosters = byClass(await repository.countRosters(classIds));
    const marks = await repository.listMarks(classIds, date);
    const complete = new Set(await repository.listCompleteRegisters(classIds, date));
    const pending = byClass(await repository.countPendingExcusals(classIds));
    return (classId: string) =>
      presentTodayAttendance(
        rosters.get(classId) ?? 0,
        marks.filter((mark) => mark.classId === classId),
        complete.has(classId),
        pending.get(classId) ?? 0,
      );
  }
}
