import type { ServerModule } from '../module-context.js';
import { DivisionsRepository } from './divisions.repository.js';
import { divisionsRoutes } from './divisions.routes.js';
import { DivisionsService } from './divisions.service.js';

/** School setup `school-division`: divisions that group classes (decision 033). */
export const registerDivisionsModule: ServerModule<DivisionsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const divisions = new DivisionsService({ repository: new DivisionsRepository(db), schools, hub, clock });
  await app.register(divisionsRoutes, { divisions, guard });
  return divisions;
};
