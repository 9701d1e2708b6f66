import type { ServerModule } from '../module-context.js';
import { PlanningInsightsRepository } from './planning-insights.repository.js';
import { planningInsightsRoutes } from './planning-insights.routes.js';
import { PlanningInsightsService } from './planning-insights.service.js';

/** Planning insights (issue 16, decision 049): planned vs taught vs observed per competency. */
export const registerPlanningInsightsModule: ServerModule<PlanningInsightsService> = async ({
  app,
  db,
  clock,
  schools,
  guard,
}) => {
  const insights = new PlanningInsightsService({
    repository: new PlanningInsightsRepository(db),
    schools,
    clock,
  });
  await app.register(planningInsightsRoutes, { insights, guard });
  return insights;
};
