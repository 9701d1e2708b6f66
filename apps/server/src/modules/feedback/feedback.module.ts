import type { AssessmentService } from '../assessment/assessment.service.js';
import type { ServerModule } from '../module-context.js';
import { FeedbackEvents } from './feedback.events.js';
import { FeedbackRepository } from './feedback.repository.js';
import { feedbackRoutes } from './feedback.routes.js';
import { FeedbackService } from './feedback.service.js';

/**
 * Feedback (issue 17, decision 050): parent, peer and self forms per assessment cycle, read
 * through the assessment service. Returns the service: the progress card shows a child's
 * feedback through `cardFeedback` and `feedbackIn`.
 */
export const registerFeedbackModule: ServerModule<
  FeedbackService,
  { assessment: AssessmentService }
> = async ({ app, db, clock, schools, hub, guard }, { assessment }) => {
  const feedback = new FeedbackService({
    repository: new FeedbackRepository(db),
    schools,
    assessment,
    events: new FeedbackEvents(hub),
    clock,
  });
  await app.register(feedbackRoutes, { feedback, guard });
  return feedback;
};
