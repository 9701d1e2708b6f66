import type { DayScheduleService } from '../day-schedule/day-schedule.service.js';
import type { ServerModule } from '../module-context.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TermPlansService } from '../term-plans/term-plans.service.js';
import type { UnitsService } from '../units/units.service.js';
import { WeekPlansEvents } from './week-plans.events.js';
import { WeekPlansRepository } from './week-plans.repository.js';
import { weekPlansRoutes } from './week-plans.routes.js';
import { WeekPlansService } from './week-plans.service.js';

/** The other modules' services a week is read through. */
export interface WeekPlansNeeds {
  /** The class's day: the grid's rows. */
  daySchedule: Pick<DayScheduleService, 'classDayBlocks'>;
  /** The projects running that week. */
  projects: Pick<ProjectsService, 'projectsInRange'>;
  /** Each project's unit, its activities the palette. */
  units: Pick<UnitsService, 'getUnit'>;
  /** The month's theme. */
  termPlans: Pick<TermPlansService, 'yearThemeOf'>;
}

/**
 * Weekly planning (issue 16, decision 049): the week grid of a class, its planned activities and
 * how they went, last week copied, the printable page. The service is returned for Cue's lesson
 * analysis (`weekPlan`, `itemsInRange`).
 */
export const registerWeekPlansModule: ServerModule<WeekPlansService, WeekPlansNeeds> = async (
  { app, db, clock, schools, hub, guard },
  needs,
) => {
  const repository = new WeekPlansRepository(db);
  const plans = new WeekPlansService({
    repository,
    schools,
    events: new WeekPlansEvents(hub),
    clock,
    ...needs,
  });
  await app.register(weekPlansRoutes, { plans, guard });
  return plans;
};
