import type { AssessmentService } from '../assessment/assessment.service.js';
import type { HpcService } from '../hpc/hpc.service.js';
import type { ServerModule } from '../module-context.js';
import { gradebookRoutes } from './gradebook.routes.js';
import { GradebookService } from './gradebook.service.js';

/**
 * The gradebook (issue 17, decision 050): no tables of its own — judgements are the progress
 * card's, read and written through its service; cycles through the assessment service.
 */
export const registerGradebookModule: ServerModule<
  GradebookService,
  { assessment: AssessmentService; hpc: HpcService }
> = async ({ app, clock, schools, guard }, { assessment, hpc }) => {
  const gradebook = new GradebookService({ schools, assessment, hpc, clock });
  await app.register(gradebookRoutes, { gradebook, guard });
  return gradebook;
};
