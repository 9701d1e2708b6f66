import type { ServerModule } from '../module-context.js';
import { DayScheduleEvents } from './day-schedule.events.js';
import { DayScheduleRepository } from './day-schedule.repository.js';
import { dayScheduleRoutes } from './day-schedule.routes.js';
import { DayScheduleService } from './day-schedule.service.js';

/**
 * The day cycle (issue 16, decision 049). Returns the service: week plans take a class's rows
 * from `classDayBlocks`.
 */
export const registerDayScheduleModule: ServerModule<DayScheduleService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const days = new DayScheduleService({
    repository: new DayScheduleRepository(db),
    schools,
    events: new DayScheduleEvents(hub),
    clock,
  });
  await app.register(dayScheduleRoutes, { days, guard });
  return days;
};
