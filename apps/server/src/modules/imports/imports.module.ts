import type { ServerModule } from '../module-context.js';
import type { ConsentAnnouncer } from '../students/photo-consent.js';
import { ImportsRepository } from './imports.repository.js';
import { importsRoutes } from './imports.routes.js';
import { ImportsService } from './imports.service.js';

/** Bulk import and export of children with their guardians, and of staff (decision 036). */
/** Needs the photo-consent announcer of the class-media module (registered before it). */
export const registerImportsModule: ServerModule<ImportsService, { consent: ConsentAnnouncer }> = async (
  { app, db, clock, schools, hub, guard },
  { consent },
) => {
  const imports = new ImportsService({ repository: new ImportsRepository(db), schools, hub, clock, consent });
  await app.register(importsRoutes, { imports, guard });
  return imports;
};
