import type { ServerModule } from '../module-context.js';
import { AssessmentEvents } from './assessment.events.js';
import { AssessmentRepository } from './assessment.repository.js';
import { assessmentRoutes } from './assessment.routes.js';
import { AssessmentService } from './assessment.service.js';

/**
 * Assessment setup (issue 17, decision 050): schemes and cycles. Returns the service: the progress
 * card, gradebook, feedback and report cards find their cycle through it.
 */
export const registerAssessmentModule: ServerModule<AssessmentService> = async ({
  app,
  db,
  clock,
  schools,
  hub,
  guard,
}) => {
  const assessment = new AssessmentService({
    repository: new AssessmentRepository(db),
    schools,
    events: new AssessmentEvents(hub),
    clock,
  });
  await app.register(assessmentRoutes, { assessment, guard });
  return assessment;
};
