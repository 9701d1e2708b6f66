import type { ServerModule } from '../module-context.js';
import { CareLogEvents } from './carelog.events.js';
import { CareLogRepository } from './carelog.repository.js';
import { careLogRoutes } from './carelog.routes.js';
import { CareLogService } from './carelog.service.js';

/** The care log (module switch `daycare`); the service is returned for Cue's commands. */
export const registerCareLogModule: ServerModule<CareLogService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const careLog = new CareLogService({
    repository: new CareLogRepository(db),
    schools,
    events: new CareLogEvents(hub),
    clock,
  });
  await app.register(careLogRoutes, { careLog, guard });
  return careLog;
};
