import type { ServerModule } from '../module-context.js';
import { ProjectsEvents } from './projects.events.js';
import { ProjectsRepository } from './projects.repository.js';
import { projectsRoutes } from './projects.routes.js';
import { ProjectsService } from './projects.service.js';

/**
 * Project planning (issue 16, decision 049). Returns the service: week plans and Cue read a
 * class's projects through `projectsInRange` and `defaultProject`.
 */
export const registerProjectsModule: ServerModule<ProjectsService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const projects = new ProjectsService({
    repository: new ProjectsRepository(db),
    schools,
    events: new ProjectsEvents(hub),
    clock,
  });
  await app.register(projectsRoutes, { projects, guard });
  return projects;
};
