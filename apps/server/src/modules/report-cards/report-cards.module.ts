import type { AssessmentService } from '../assessment/assessment.service.js';
import type { ServerModule } from '../module-context.js';
import { ReportCardTasks } from './report-card-tasks.js';
import { ReportCardsEvents } from './report-cards.events.js';
import { ReportCardsRepository } from './report-cards.repository.js';
import { reportCardsRoutes } from './report-cards.routes.js';
import { ReportCardsService, type ProgressCards } from './report-cards.service.js';

/**
 * Report cards (issue 17, decision 050): reads cycles through the assessment service and each
 * child's card through the progress card's (`HpcService`); stores PDFs in the media store; runs
 * class generations and scheduled publishing as durable jobs; reports a class generation's
 * progress to the asker's task panel (and replays it on reconnection).
 */
export const registerReportCardsModule: ServerModule<
  ReportCardsService,
  { assessment: AssessmentService; progressCards: ProgressCards }
> = async ({ app, db, clock, schools, media, hub, jobs, guard }, { assessment, progressCards }) => {
  let service: ReportCardsService | null = null;
  const tasks = new ReportCardTasks({
    io: app.realtime.io,
    clock,
    log: app.log,
    recentRuns: (userId, since) => service!.recentRuns(userId, since),
  });
  service = new ReportCardsService({
    repository: new ReportCardsRepository(db),
    schools,
    assessment,
    progressCards,
    media,
    events: new ReportCardsEvents(hub),
    tasks,
    clock,
    log: app.log,
  });
  const reportCards = service;
  tasks.listen();
  reportCards.registerJobs(jobs);
  await app.register(reportCardsRoutes, { reportCards, guard });
  return reportCards;
};
