import type { ServerModule } from '../module-context.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { TermPlansEvents } from './term-plans.events.js';
import { TermPlansRepository } from './term-plans.repository.js';
import { termPlansRoutes } from './term-plans.routes.js';
import { TermPlansService } from './term-plans.service.js';

/**
 * Long- and mid-term planning (issue 16, decision 049): the year's themes, the term's weeks, the holiday
 * shift. Returns the service: the weekly plan shows the month's theme through `yearThemeOf`.
 */
export const registerTermPlansModule: ServerModule<TermPlansService, { projects: ProjectsService }> = async (
  { app, db, clock, schools, hub, guard },
  { projects },
) => {
  const termPlans = new TermPlansService({
    repository: new TermPlansRepository(db),
    projects,
    schools,
    events: new TermPlansEvents(hub),
    clock,
  });
  await app.register(termPlansRoutes, { termPlans, guard });
  return termPlans;
};
