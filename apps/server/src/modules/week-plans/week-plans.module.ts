import type { ServerModule } from '../module-context.js';
import { WeekPlansEvents } from './week-plans.events.js';
import { WeekPlansRepository } from './week-plans.repository.js';
import { weekPlansRoutes } from './week-plans.routes.js';
import { WeekPlansService } from './week-plans.service.js';

/**
 * Weekly planning (issue 16, decision 049): the week grid of a class, its planned activities and
 * how they went, last week copied, the printable page. The service is returned for Cue's lesson
 * analysis (`weekPlan`, `itemsInRange`).
 */
export const registerWeekPlansModule: ServerModule<WeekPlansService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const repository = new WeekPlansRepository(db);
  const plans = new WeekPlansService({ repository, schools, events: new WeekPlansEvents(hub), clock });
  await app.register(weekPlansRoutes, { plans, guard });
  return plans;
};
