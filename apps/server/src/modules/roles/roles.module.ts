import type { ServerModule } from '../module-context.js';
import { RolesRepository } from './roles.repository.js';
import { rolesRoutes } from './roles.routes.js';
import { RolesService } from './roles.service.js';

/** permissions/roles (decision 034). */
export const registerRolesModule: ServerModule<RolesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const roles = new RolesService({ repository: new RolesRepository(db), schools, hub, clock });
  await app.register(rolesRoutes, { roles, guard });
  return roles;
};
