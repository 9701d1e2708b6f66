import type { ServerModule } from '../module-context.js';
import { UnitsEvents } from './units.events.js';
import { UnitsRepository } from './units.repository.js';
import { unitsRoutes } from './units.routes.js';
import { UnitsService } from './units.service.js';

/**
 * The unit library (issue 16, decision 049): global units (shipped, upserted at start by
 * ensureGlobalUnits) and each organization's own. The service is returned for Cue's unit card
 * and for projects: createUnit, getUnit, searchUnits.
 */
export const registerUnitsModule: ServerModule<UnitsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const repository = new UnitsRepository(db);
  const units = new UnitsService({ repository, schools, clock, events: new UnitsEvents(hub, repository) });
  await app.register(unitsRoutes, { units, guard });
  return units;
};
