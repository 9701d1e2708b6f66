import { MediaRepository } from '../media/media.repository.js';
import type { ServerModule } from '../module-context.js';
import { FamiliesRepository } from './families.repository.js';
import { familiesRoutes } from './families.routes.js';
import { FamiliesService } from './families.service.js';

/** Parent accounts and their links to the school's children (school setup: families). */
export const registerFamiliesModule: ServerModule<FamiliesService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const families = new FamiliesService({
    repository: new FamiliesRepository(db),
    pictures: new MediaRepository(db),
    schools,
    hub,
    clock,
  });
  await app.register(familiesRoutes, { families, guard });
  return families;
};
