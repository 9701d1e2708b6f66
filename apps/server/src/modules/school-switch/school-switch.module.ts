import type { ServerModule } from '../module-context.js';
import { SchoolSwitchRepository } from './school-switch.repository.js';
import { schoolSwitchRoutes } from './school-switch.routes.js';
import { SchoolSwitchService } from './school-switch.service.js';

/** A staff member's schools, every organization for platform admins, switching school. */
export const registerSchoolSwitchModule: ServerModule = async ({ app, db, sessions, schools, guard }) => {
  const schoolSwitch = new SchoolSwitchService({
    repository: new SchoolSwitchRepository(db),
    schools,
    sessions,
  });
  await app.register(schoolSwitchRoutes, { schoolSwitch, guard });
};
