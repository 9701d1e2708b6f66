import type { ServerModule } from '../module-context.js';
import { MaintenanceRepository } from './maintenance.repository.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { MaintenanceService } from './maintenance.service.js';

/** The maintenance window: its status for everyone, switching it for platform admins. */
export const registerMaintenanceModule: ServerModule = async ({ app, db, clock, audit, schools, guard }) => {
  const maintenance = new MaintenanceService({
    repository: new MaintenanceRepository(db),
    clock,
    audit,
    schools,
  });
  await app.register(maintenanceRoutes, { maintenance, guard });
};
