import type { ServerModule } from '../module-context.js';
import { ImportsRepository } from './imports.repository.js';
import { importsRoutes } from './imports.routes.js';
import { ImportsService } from './imports.service.js';

/** Bulk import and export of children with their guardians, and of staff (decision 036). */
export const registerImportsModule: ServerModule<ImportsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const imports = new ImportsService({ repository: new ImportsRepository(db), schools, hub, clock });
  await app.register(importsRoutes, { imports, guard });
  return imports;
};
