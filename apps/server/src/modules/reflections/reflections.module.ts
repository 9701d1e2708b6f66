import type { ServerModule } from '../module-context.js';
import { ReflectionsEvents } from './reflections.events.js';
import { ReflectionsRepository } from './reflections.repository.js';
import { reflectionsRoutes } from './reflections.routes.js';
import { ReflectionsService, type ReflectionsNeeds } from './reflections.service.js';

/**
 * Reflections (issue 17, decision 050): a teacher's reflections on weeks and projects of a class,
 * read by the author and the school's coordinators, with their comments. Projects are checked and
 * weeks' plans summed through their services.
 */
export const registerReflectionsModule: ServerModule<ReflectionsService, ReflectionsNeeds> = async (
  { app, db, clock, schools, hub, guard },
  needs,
) => {
  const repository = new ReflectionsRepository(db);
  const reflections = new ReflectionsService({
    repository,
    schools,
    events: new ReflectionsEvents(hub, repository),
    clock,
    ...needs,
  });
  await app.register(reflectionsRoutes, { reflections, guard });
  return reflections;
};
