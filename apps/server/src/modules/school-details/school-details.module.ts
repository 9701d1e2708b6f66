import { MediaRepository } from '../media/media.repository.js';
import type { ServerModule } from '../module-context.js';
import { SchoolDetailsRepository } from './school-details.repository.js';
import { schoolDetailsRoutes } from './school-details.routes.js';
import { SchoolDetailsService } from './school-details.service.js';

/** School setup `school-details`: the school's own row (decision 033). */
export const registerSchoolDetailsModule: ServerModule<SchoolDetailsService> = async ({
  app,
  db,
  clock,
  schools,
  media,
  hub,
  guard,
}) => {
  const schoolDetails = new SchoolDetailsService({
    repository: new SchoolDetailsRepository(db),
    schools,
    media,
    pictures: new MediaRepository(db),
    hub,
    clock,
  });
  await app.register(schoolDetailsRoutes, { schoolDetails, guard });
  return schoolDetails;
};
