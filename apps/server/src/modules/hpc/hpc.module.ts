import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { ClassMediaService } from '../class-media/class-media.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { ServerModule } from '../module-context.js';
import type { ObservationsService } from '../observations/observations.service.js';
import type { StoriesService } from '../stories/stories.service.js';
import { HpcEvidenceReader } from './hpc.evidence.js';
import { HpcEvents } from './hpc.events.js';
import { HpcRepository } from './hpc.repository.js';
import { hpcRoutes } from './hpc.routes.js';
import { HpcService } from './hpc.service.js';

/**
 * The Holistic Progress Card (issue 17, decision 050). Reads cycles through the assessment
 * service, evidence through the observations, stories and class media services, attendance
 * and feedback through theirs; returns the service, through which the gradebook reads and writes judgements.
 */
export const registerHpcModule: ServerModule<
  HpcService,
  {
    assessment: AssessmentService;
    observations: ObservationsService;
    stories: StoriesService;
    classMedia: ClassMediaService;
    attendance: AttendanceService;
    feedback: FeedbackService;
  }
> = async (
  { app, db, clock, schools, hub, guard },
  { assessment, observations, stories, classMedia, attendance, feedback },
) => {
  const repository = new HpcRepository(db);
  const hpc = new HpcService({
    repository,
    schools,
    assessment,
    evidence: new HpcEvidenceReader({ observations, stories, classMedia }),
    attendance,
    feedback,
    events: new HpcEvents(hub, repository),
    clock,
  });
  await app.register(hpcRoutes, { hpc, guard });
  return hpc;
};
