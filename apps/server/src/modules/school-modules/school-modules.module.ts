import type { ServerModule } from '../module-context.js';
import { SchoolModulesRepository } from './school-modules.repository.js';
import { schoolModulesRoutes } from './school-modules.routes.js';
import { SchoolModulesService } from './school-modules.service.js';

/** permissions/settings: the school's module switches (decision 037). */
export const registerSchoolModulesModule: ServerModule<SchoolModulesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const schoolModules = new SchoolModulesService({
    repository: new SchoolModulesRepository(db),
    schools,
    hub,
    clock,
  });
  await app.register(schoolModulesRoutes, { schoolModules, guard });
  return schoolModules;
};
