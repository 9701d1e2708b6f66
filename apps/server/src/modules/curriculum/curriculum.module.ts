import type { ServerModule } from '../module-context.js';
import { CurriculumEvents } from './curriculum.events.js';
import { CurriculumRepository } from './curriculum.repository.js';
import { curriculumRoutes } from './curriculum.routes.js';
import { CurriculumService } from './curriculum.service.js';

/**
 * Curriculum frameworks (issue 16, decision 049): the shipped trees, each class's framework, the
 * school's own outcomes and competency suggestions. The service is returned for the planning
 * modules (units, week and term plans) to check competency codes with.
 */
export const registerCurriculumModule: ServerModule<CurriculumService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const curriculum = new CurriculumService({
    repository: new CurriculumRepository(db),
    schools,
    events: new CurriculumEvents(hub),
    clock,
  });
  await app.register(curriculumRoutes, { curriculum, guard });
  return curriculum;
};
