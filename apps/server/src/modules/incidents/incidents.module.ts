import type { ServerModule } from '../module-context.js';
import { IncidentEvents } from './incidents.events.js';
import { IncidentsRepository } from './incidents.repository.js';
import { incidentsRoutes } from './incidents.routes.js';
import { IncidentsService } from './incidents.service.js';

/** Incidents and accidents, acknowledged by the family (care log, module daycare; decision 042). */
export const registerIncidentsModule: ServerModule<IncidentsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const incidents = new IncidentsService({
    repository: new IncidentsRepository(db),
    schools,
    events: new IncidentEvents(hub),
    clock,
  });
  await app.register(incidentsRoutes, { incidents, guard });
  return incidents;
};
