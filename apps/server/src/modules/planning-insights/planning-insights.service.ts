import {
  addDaysToIsoDate,
  classFramework,
  type PlanningInsights,
  type PlanningInsightsQuery,
} from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { countInsights } from './insights-count.js';
import type { PlanningInsightsRepository } from './planning-insights.repository.js';

/** The longest window counted, in days (a little over a school year). */
export const MAX_INSIGHTS_DAYS = 400;
/** The default window: the 12 weeks up to today. */
const DEFAULT_DAYS = 12 * 7;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface PlanningInsightsServiceDeps {
  repository: PlanningInsightsRepository;
  schools: SchoolsService;
  clock: Clock;
}

/**
 * Planning insights (issue 16, decision 049): for staff who see the class, each competency of its
 * framework planned vs taught vs observed over a window of dates, with the gaps.
 */
export class PlanningInsightsService {
  constructor(private readonly deps: PlanningInsightsServiceDeps) {}

  async insights(actor: Actor, classId: string, query: PlanningInsightsQuery): Promise<PlanningInsights> {
    const { schools, repository, clock } = this.deps;
    const { access, schoolClass } = await schools.classForStaff(actor, classId);
    const to = query.to ?? schoolToday(await schools.schoolTimeZone(access.schoolId), clock.now());
    const from = query.from ?? addDaysToIsoDate(to, -DEFAULT_DAYS);
    if (from > to) throw badInput('from', 'must be on or before to');
    if (daysBetween(from, to) > MAX_INSIGHTS_DAYS) {
      throw badInput('to', `must be at most ${MAX_INSIGHTS_DAYS} days after from`);
    }
    const framework = classFramework(schoolClass.classCurriculum);
    const window = { classId, from, to };
    const [items, observations] = await Promise.all([
      repository.items(window),
      repository.observations(window),
    ]);
    return { class_id: classId, framework, from, to, ...countInsights(framework, items, observations) };
  }
}
