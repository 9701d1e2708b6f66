import {
  USAGE_WEEKS,
  addDaysToIsoDate,
  usageRecordKinds,
  type SchoolModule,
  type SchoolUsage,
  type UsageRecordKind,
} from '@cue/contracts';
import type { Clock } from '../../lib/clock.js';
import { schoolInstant, schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { UsageRepository } from './usage.repository.js';

export interface UsageServiceDeps {
  repository: UsageRepository;
  schools: SchoolsService;
  clock: Clock;
}

/** The module each kind of record belongs to; announcements have no switch of their own. */
const moduleOf: Record<UsageRecordKind, SchoolModule | null> = {
  attendance_marks: 'attendance',
  observations: 'anecdote',
  journal_posts: 'journal',
  announcements: null,
  cue_commands: 'cue_chat',
  cue_questions: 'cue_chat',
};

/** The Monday of the week holding an ISO day (weeks run Monday to Sunday, as registers do). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(day, -((weekday + 6) % 7));
}

/**
 * The usage page (admin_portal.usage): records made per school-local week over the last
 * USAGE_WEEKS weeks, per kind, and the staff who made the most.
 */
export class UsageService {
  constructor(private readonly deps: UsageServiceDeps) {}

  async usage(actor: Actor): Promise<SchoolUsage> {
    const { schools, repository, clock } = this.deps;
    const { schoolId } = await schools.adminPortalAccess(actor, 'usage');
    const timeZone = await schools.schoolTimeZone(schoolId);
    const thisWeek = mondayOf(schoolToday(timeZone, clock.now()));
    const weeks = Array.from({ length: USAGE_WEEKS }, (_, i) =>
      addDaysToIsoDate(thisWeek, 7 * (i - USAGE_WEEKS + 1)),
    );
    const window = { schoolId, timeZone, since: schoolInstant(weeks[0]!, '12:00 AM', timeZone) };
    const switches = (await schools.schoolSettings(actor)).school_permissions;
    const series = [];
    for (const kind of usageRecordKinds) {
      const perWeek = new Map((await repository.countPerWeek(kind, window)).map((row) => [row.week, row.n]));
      const counts = weeks.map((week) => perWeek.get(week) ?? 0);
      const module = moduleOf[kind];
      series.push({
        kind,
        ...(module && { module }),
        enabled: module === null || switches[module].enabled,
        counts,
        total: counts.reduce((sum, n) => sum + n, 0),
      });
    }
    const staff = await repository.mostActiveStaff(window);
    return {
      weeks,
      series,
      most_active_staff: staff.map((row) => ({
        user_id: row.userId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        records: row.records,
      })),
    };
  }
}
